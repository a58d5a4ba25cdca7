import { ActionIcon, Alert, Button, Group, Menu, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { ResourceContract, ResourceListParams, ResourceRow } from '@rp/contract';
import { IconAlertCircle, IconDownload, IconFilter, IconFilterOff, IconSearch } from '@tabler/icons-react';
import {
  type DataTableColumn,
  type DataTableSortStatus,
  DataTable as MantineDataTable,
} from 'mantine-datatable';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resourceApi, saveFile } from '../../lib/api-client';
import { resourceListQuery, useResourceList } from '../../lib/resource-hooks';
import { showApiError } from '../feedback/notify';
import { useIsPhone } from '../layout/use-is-phone';
import {
  ColumnPicker,
  detailsToggleColumn,
  RowDetails,
  type TableColumn,
  useListColumns,
} from './list-columns';
import { CardsPaging, CardsSort, RecordCards } from './record-cards';
import classes from './record-cards.module.css';
import { recordsText, useDataTableLabels } from './table-labels';

export type { DataTableColumn, TableColumn };

/**
 * Another search in the list's search box (the candidate lists' search in CVs, issue 30): `control`
 * sits beside the box and chooses it. While `results` is given, what it renders for the typed text
 * (trimmed, debounced as the list's own search) takes the place of the rows with their paging,
 * sort, columns and export, and the list itself is not fetched; the toolbar stays (its filters may
 * apply) and `onError` writes a message under the box (a search the server refuses).
 */
export type SearchIn = {
  control: ReactNode;
  results?: (search: { text: string; onError: (message: string | null) => void }) => ReactNode;
  /** The box's placeholder while `results` is given. */
  placeholder?: string;
  /** The most characters the other search takes. */
  maxLength?: number;
};

const pageSizes = [10, 25, 50, 100];
const defaultPageSize = 25;
const defaultOrderingOf = (ordering: string | undefined) => ordering ?? '-id';

/** The query parameters of a table's page: paging, ordering, search, then the list's filters. */
function tableParams<R extends ResourceContract>(props: {
  page: number;
  pageSize: number;
  ordering: string;
  search: string | undefined;
  filters: Omit<ResourceListParams<R>, 'page' | 'page_size' | 'search' | 'ordering'> | undefined;
}): ResourceListParams<R> {
  return {
    page: props.page,
    page_size: props.pageSize,
    // a column's accessor or sortKey: a readable field of the resource (the server refuses others)
    ordering: props.ordering as ResourceListParams<R>['ordering'],
    search: props.search,
    ...props.filters,
  } as ResourceListParams<R>;
}

/**
 * The query of a table's first page as it opens (no search, its default ordering and page size):
 * what a page's prefetch starts before the table renders (app/page-prefetch.ts).
 */
export const resourceTableFirstPage = <R extends ResourceContract>(
  resource: R,
  options: {
    filters?: Omit<ResourceListParams<R>, 'page' | 'page_size' | 'search' | 'ordering'>;
    defaultOrdering?: string;
  },
) =>
  resourceListQuery(
    resource,
    tableParams<R>({
      page: 1,
      pageSize: defaultPageSize,
      ordering: defaultOrderingOf(options.defaultOrdering),
      search: undefined,
      filters: options.filters,
    }),
  );

/**
 * The `ordering` query of a sort status: the column's `sortKey` when it has one (the server field
 * behind a derived column), else its accessor. A `sortKey` starting with `-` sorts the other way
 * (age ascending is birthdate descending).
 */
export function orderingOf(status: { columnAccessor: unknown; sortKey?: string; direction: 'asc' | 'desc' }) {
  const key = status.sortKey ?? String(status.columnAccessor);
  const inverted = key.startsWith('-');
  const descending = (status.direction === 'desc') !== inverted;
  return `${descending ? '-' : ''}${key.replace(/^-/, '')}`;
}

/**
 * A list of one API resource with server paging, sorting, search, filters, export and row actions.
 * `filters` are sent as query parameters (field=value, field__in …); `toolbar` holds filter inputs.
 * Columns fit the screen instead of scrolling sideways: the "Columns" picker shows or hides every
 * column that is not `priority: 'key'` (remembered per list, `columnsKey`, default the resource's
 * path), and a row's details show what is hidden plus `details` (long text). With `phoneCards`,
 * a phone (below 768 px) gets the rows as cards instead (record-cards.tsx), with the same paging,
 * sort, search and filters; the filters (`toolbar`) open from a "Filters" button there.
 */
export function ResourceTable<
  R extends ResourceContract,
  T extends ResourceRow<R> & { id: number } = ResourceRow<R> & { id: number },
>(props: {
  resource: R;
  columns: TableColumn<T>[];
  /** Where the chosen columns are remembered (lists of one resource with other columns differ). */
  columnsKey?: string;
  /** More of a row, shown in its details (long text, clamped or left out of the columns). */
  details?: (row: T) => ReactNode;
  /** Tells rows apart in the details button's name ("Mostrar detalles REQ-12"); default the id. */
  rowName?: (row: T) => string;
  filters?: Omit<ResourceListParams<R>, 'page' | 'page_size' | 'search' | 'ordering'>;
  toolbar?: ReactNode;
  actions?: ReactNode;
  defaultOrdering?: string;
  canExport?: boolean;
  onRowClick?: (row: T) => void;
  onClearFilters?: () => void;
  searchable?: boolean;
  /** Told the rows on screen whenever they change (to load what they reference in one call). */
  onRecords?: (rows: T[]) => void;
  /** Cards instead of the table on phones (the lists people follow up in the field). */
  phoneCards?: boolean;
  /**
   * Never break a word inside a cell (`overflow-wrap: break-word`): a list whose default columns
   * were laid out to fit 1280 px with whole words (docs/decisions.md, "Lists that fit"). Without
   * it a long unbroken word may wrap anywhere rather than widen the table past the screen.
   */
  keepWords?: boolean;
  /** Another search in the same box (see `SearchIn`). */
  searchIn?: SearchIn;
}) {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  const asCards = props.phoneCards === true && isPhone;
  const [isFiltersOpen, setFiltersOpen] = useState(false);
  const labels = useDataTableLabels();
  // the page belongs to the filters it was chosen under: new filters start again at page 1
  const filtersKey = JSON.stringify(props.filters ?? {});
  const [paging, setPaging] = useState({ page: 1, filtersKey });
  const page = paging.filtersKey === filtersKey ? paging.page : 1;
  const setPage = (next: number) => setPaging({ page: next, filtersKey });
  const [pageSize, setPageSize] = useState(defaultPageSize);
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, 300);
  const initial = defaultOrderingOf(props.defaultOrdering);
  const [sortStatus, setSortStatus] = useState<DataTableSortStatus<T>>({
    columnAccessor: initial.replace(/^-/, ''),
    direction: initial.startsWith('-') ? 'desc' : 'asc',
  });
  const ordering = orderingOf(sortStatus);
  const params = tableParams<R>({
    page,
    pageSize,
    ordering,
    search: debouncedSearch || undefined,
    filters: props.filters,
  });
  const { searchIn } = props;
  const otherResults = searchIn?.results;
  const [searchError, setSearchError] = useState<string | null>(null);
  // the list waits while another search shows its results instead
  const query = useResourceList(props.resource, params, otherResults === undefined);
  const total = query.data?.elements ?? 0;
  const { onRecords } = props;
  const rows = query.data?.data as T[] | undefined;
  useEffect(() => {
    if (rows) onRecords?.(rows);
  }, [rows, onRecords]);
  const [isExporting, setExporting] = useState(false);
  const columns = useListColumns(props.columnsKey ?? props.resource.path, props.columns, { asCards });
  const [openIds, setOpenIds] = useState<number[]>([]);
  const toggleDetails = (row: T) =>
    setOpenIds((ids) => (ids.includes(row.id) ? ids.filter((id) => id !== row.id) : [...ids, row.id]));
  const pagingText = recordsText(t, query.data?.estimated);
  const handleSortStatusChange = (status: DataTableSortStatus<T>) => {
    setSortStatus(status);
    setPage(1);
  };
  const handlePageSizeChange = (size: number) => {
    setPageSize(size);
    setPage(1);
  };
  const { details } = props;
  const hasDetails = columns.hidden.length > 0 || details !== undefined;
  const rowName = props.rowName ?? ((row: T) => `#${row.id}`);
  const shownColumns = hasDetails
    ? [
        detailsToggleColumn<T>({
          isOpen: (row) => openIds.includes(row.id),
          onToggle: toggleDetails,
          rowName,
          label: {
            column: t('common.table.details'),
            show: t('common.table.show_details'),
            hide: t('common.table.hide_details'),
          },
        }),
        ...columns.visible,
      ]
    : columns.visible;

  const handleExport = async (format: 'xlsx' | 'csv') => {
    setExporting(true);
    try {
      const { page: _p, page_size: _s, ...filters } = params;
      saveFile(
        await resourceApi.export(props.resource, {
          ...(filters as ResourceListParams<R>),
          format: format === 'csv' ? 'csv' : undefined,
        }),
      );
    } catch (error) {
      showApiError(error, t);
    } finally {
      setExporting(false);
    }
  };

  const shownSearchError = otherResults ? searchError : null;
  const searchInput = props.searchable !== false && (
    <TextInput
      aria-label={t('common.actions.search')}
      placeholder={(otherResults && searchIn?.placeholder) || t('common.table.search_placeholder')}
      maxLength={otherResults ? searchIn?.maxLength : undefined}
      error={shownSearchError}
      leftSection={<IconSearch size={16} />}
      value={search}
      onChange={(event) => {
        setSearch(event.currentTarget.value);
        setPage(1);
      }}
      w={asCards ? '100%' : 260}
    />
  );
  const clearFilters = props.onClearFilters && (
    <ActionIcon
      variant="subtle"
      aria-label={t('common.actions.clear_filters')}
      onClick={props.onClearFilters}
    >
      <IconFilterOff size={18} />
    </ActionIcon>
  );
  const listActions = (
    <>
      {!otherResults && (
        <ColumnPicker choices={columns.choices} onChange={columns.setShown} onReset={columns.reset} />
      )}
      {props.canExport !== false && !otherResults && (
        <Menu position="bottom-end">
          <Menu.Target>
            <Button variant="default" leftSection={<IconDownload size={16} />} loading={isExporting}>
              {t('common.actions.export')}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={() => handleExport('xlsx')}>{t('common.actions.export_xlsx')}</Menu.Item>
            <Menu.Item onClick={() => handleExport('csv')}>{t('common.actions.export_csv')}</Menu.Item>
          </Menu.Dropdown>
        </Menu>
      )}
      {props.actions}
    </>
  );

  return (
    <Stack gap="sm">
      {asCards ? (
        // a phone: the search, then the buttons (the filters open below them), then the sort
        <>
          {searchInput}
          {searchIn?.control}
          <Group gap="xs" wrap="wrap">
            {props.toolbar && (
              <Button
                variant="default"
                leftSection={<IconFilter size={16} />}
                aria-expanded={isFiltersOpen}
                onClick={() => setFiltersOpen((isOpen) => !isOpen)}
              >
                {t('common.table.filters')}
              </Button>
            )}
            {clearFilters}
            {listActions}
          </Group>
          {isFiltersOpen && <div className={classes.filters}>{props.toolbar}</div>}
          {!otherResults && (
            <CardsSort columns={props.columns} status={sortStatus} onChange={handleSortStatusChange} />
          )}
        </>
      ) : (
        <Group justify="space-between" wrap="wrap" gap="sm">
          {/* a message under the search box leaves the controls beside it at the top */}
          <Group gap="sm" wrap="wrap" align={shownSearchError ? 'flex-start' : undefined}>
            {searchInput}
            {searchIn?.control}
            {props.toolbar}
            {clearFilters}
          </Group>
          <Group gap="sm">{listActions}</Group>
        </Group>
      )}
      {otherResults ? (
        otherResults({ text: debouncedSearch.trim(), onError: setSearchError })
      ) : query.isError ? (
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
          <Group justify="space-between">
            <Text size="sm">{t('common.table.error')}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => query.refetch()}>
              {t('common.actions.retry')}
            </Button>
          </Group>
        </Alert>
      ) : null}
      {otherResults ? null : asCards ? (
        <>
          <RecordCards<T>
            rows={rows ?? []}
            columns={columns.visible}
            hidden={columns.hidden}
            details={details}
            rowName={rowName}
            openIds={openIds}
            onToggleDetails={toggleDetails}
            onRowClick={props.onRowClick}
            isFetching={query.isFetching}
            emptyText={t('common.table.empty')}
          />
          <CardsPaging
            page={page}
            pageSize={pageSize}
            total={total}
            pageSizes={pageSizes}
            recordsText={pagingText}
            onPageChange={setPage}
            onPageSizeChange={handlePageSizeChange}
          />
        </>
      ) : (
        <Paper withBorder radius="md" ref={labels.ref}>
          <MantineDataTable<T>
            // a long unbroken word (a code, an e-mail) may wrap anywhere rather than widen the table past
            // the screen, unless the list keeps its words whole; columns marked noWrap (badges,
            // codes) still keep to one line
            defaultColumnProps={{
              cellsStyle: () => ({ overflowWrap: props.keepWords ? 'break-word' : 'anywhere' }),
            }}
            minHeight={180}
            highlightOnHover
            striped
            verticalSpacing="xs"
            records={rows ?? []}
            columns={shownColumns}
            // the row actions stay in view (and in place) even when a phone scrolls the table
            pinLastColumn={props.columns.at(-1)?.accessor === 'actions'}
            rowExpansion={
              hasDetails
                ? {
                    trigger: 'never',
                    allowMultiple: true,
                    expanded: {
                      recordIds: openIds,
                      onRecordIdsChange: (ids: unknown[]) => setOpenIds(ids as number[]),
                    },
                    content: ({ record, index }) => (
                      <RowDetails
                        row={record}
                        index={index}
                        hidden={columns.hidden}
                        extra={details?.(record)}
                      />
                    ),
                  }
                : undefined
            }
            fetching={query.isFetching}
            totalRecords={total}
            recordsPerPage={pageSize}
            page={page}
            onPageChange={setPage}
            recordsPerPageOptions={pageSizes}
            onRecordsPerPageChange={handlePageSizeChange}
            recordsPerPageLabel={t('common.table.per_page')}
            getPaginationControlProps={labels.getPaginationControlProps}
            paginationText={pagingText}
            sortStatus={sortStatus}
            onSortStatusChange={handleSortStatusChange}
            noRecordsText={t('common.table.empty')}
            loaderType="dots"
            onRowClick={props.onRowClick ? ({ record }) => props.onRowClick?.(record) : undefined}
          />
        </Paper>
      )}
    </Stack>
  );
}
