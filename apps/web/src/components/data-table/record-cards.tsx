import {
  ActionIcon,
  Box,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { IconChevronRight, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import type { DataTableColumn, DataTableSortStatus } from 'mantine-datatable';
import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cellOf, RowDetails, titleOf } from './list-columns';
import { PagePicker } from './page-picker';
import classes from './record-cards.module.css';

/** The columns that have a place of their own on a card (docs/decisions.md "Phone layouts"). */
const selectAccessor = 'select';
const actionsAccessor = 'actions';

/**
 * A list's rows as cards (a phone's list, `ResourceTable` with `phoneCards`): per row, its checkbox
 * (the `select` column) and title (the first other shown column), the other shown columns as
 * label and value, a "Show details" button when columns are hidden or the list has details, and
 * the row's actions. The select column's header (the page's checkbox) heads the list.
 */
export function RecordCards<T extends { id: number }>(props: {
  rows: T[];
  /** The shown columns, in order. */
  columns: DataTableColumn<T>[];
  /** The hidden columns, read in a card's details. */
  hidden: DataTableColumn<T>[];
  details?: (row: T) => ReactNode;
  rowName: (row: T) => string;
  openIds: number[];
  onToggleDetails: (row: T) => void;
  onRowClick?: (row: T) => void;
  isFetching: boolean;
  emptyText: string;
}) {
  const { t } = useTranslation();
  const select = props.columns.find((column) => column.accessor === selectAccessor);
  const actions = props.columns.find((column) => column.accessor === actionsAccessor);
  const [title, ...fields] = props.columns.filter(
    (column) => column.accessor !== selectAccessor && column.accessor !== actionsAccessor,
  );
  const hasDetails = props.hidden.length > 0 || props.details !== undefined;

  if (props.rows.length === 0)
    return (
      <Center mih={120}>
        {props.isFetching ? <Loader type="dots" /> : <Text c="dimmed">{props.emptyText}</Text>}
      </Center>
    );
  return (
    <Stack gap="xs" className={classes.list} data-fetching={props.isFetching || undefined}>
      {select?.title && (
        <Group gap="xs">
          <TapLabel>{select.title}</TapLabel>
        </Group>
      )}
      {props.rows.map((row, index) => {
        const isOpen = props.openIds.includes(row.id);
        // a row that cannot be selected has no checkbox: its title starts at the edge
        const checkbox = select ? cellOf(select, row, index) : null;
        // a field with nothing to show (no hire date yet) is left out rather than an empty label
        const values = fields
          .map((column) => ({ column, value: cellOf(column, row, index) }))
          .filter(({ value }) => !isEmpty(value));
        const detailsLabel = isOpen ? t('common.table.hide_details') : t('common.table.show_details');
        return (
          <Paper
            key={row.id}
            withBorder
            radius="md"
            p="sm"
            component="article"
            aria-label={props.rowName(row)}
            className={classes.card}
            data-clickable={props.onRowClick ? true : undefined}
            onClick={
              props.onRowClick
                ? (event: MouseEvent) => {
                    if (!isOnControl(event.target)) props.onRowClick?.(row);
                  }
                : undefined
            }
          >
            <Stack gap="xs">
              <Group gap="xs" wrap="nowrap" align="flex-start">
                {!isEmpty(checkbox) && <TapLabel>{checkbox}</TapLabel>}
                {title && (
                  <Box className={classes.title} fz="sm">
                    {cellOf(title, row, index)}
                  </Box>
                )}
              </Group>
              {values.length > 0 && (
                <SimpleGrid cols={2} spacing="sm" verticalSpacing="xs">
                  {values.map(({ column, value }) => (
                    <Box key={String(column.accessor)} miw={0}>
                      <Text size="xs" c="dimmed">
                        {titleOf(column)}
                      </Text>
                      <Box fz="sm" className={classes.value}>
                        {value}
                      </Box>
                    </Box>
                  ))}
                </SimpleGrid>
              )}
              {isOpen && (
                <RowDetails row={row} index={index} hidden={props.hidden} extra={props.details?.(row)} />
              )}
              {(hasDetails || actions) && (
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  {hasDetails ? (
                    <Button
                      variant="subtle"
                      size="xs"
                      color="gray"
                      aria-label={`${detailsLabel} ${props.rowName(row)}`}
                      aria-expanded={isOpen}
                      leftSection={
                        <IconChevronRight
                          size={16}
                          style={{ transform: isOpen ? 'rotate(90deg)' : undefined }}
                        />
                      }
                      onClick={(event) => {
                        event.stopPropagation();
                        props.onToggleDetails(row);
                      }}
                    >
                      {detailsLabel}
                    </Button>
                  ) : (
                    <span />
                  )}
                  {actions && <Box>{cellOf(actions, row, index)}</Box>}
                </Group>
              )}
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}

/** A label around a lone checkbox (no text of its own): a 44×44 px tap target that ticks it. */
function TapLabel(props: { children: ReactNode }) {
  // biome-ignore lint/a11y/noLabelWithoutControl: the checkbox is the child, named by its aria-label
  return <label className={classes.tap}>{props.children}</label>;
}

const isEmpty = (value: ReactNode) =>
  value === null || value === undefined || value === false || value === '';

/** A click on a card's control (its checkbox's label, a link, a button) does not open the card. */
const isOnControl = (target: EventTarget) =>
  target instanceof Element && target.closest('label, a, button, input, [role="button"]') !== null;

/** A list's sort as cards have no headers: the sortable columns, and the direction. */
export function CardsSort<T>(props: {
  columns: DataTableColumn<T>[];
  status: DataTableSortStatus<T>;
  onChange: (status: DataTableSortStatus<T>) => void;
}) {
  const { t } = useTranslation();
  const sortable = props.columns.filter((column) => column.sortable);
  if (sortable.length === 0) return null;
  const current = sortable.find((column) => column.accessor === props.status.columnAccessor);
  const isAscending = props.status.direction === 'asc';
  const statusOf = (column: DataTableColumn<T>, direction: 'asc' | 'desc') => ({
    columnAccessor: column.accessor,
    sortKey: column.sortKey,
    direction,
  });
  return (
    <Group gap="xs" wrap="nowrap" className={classes.sort}>
      <Select
        aria-label={t('common.table.sort_by')}
        placeholder={t('common.table.sort_by')}
        data={sortable.map((column) => ({ value: String(column.accessor), label: titleOf(column) }))}
        value={current ? String(current.accessor) : null}
        onChange={(accessor) => {
          const column = sortable.find((c) => String(c.accessor) === accessor);
          if (column) props.onChange(statusOf(column, props.status.direction));
        }}
        className={classes.grow}
      />
      <ActionIcon
        variant="default"
        size="input-sm"
        aria-label={
          isAscending ? t('common.controls.sorted_ascending') : t('common.controls.sorted_descending')
        }
        onClick={() => props.onChange({ ...props.status, direction: isAscending ? 'desc' : 'asc' })}
      >
        {isAscending ? <IconSortAscending size={18} /> : <IconSortDescending size={18} />}
      </ActionIcon>
    </Group>
  );
}

/** The paging of cards: the records shown, the pages (few buttons: a phone's width) and the page size. */
export function CardsPaging(props: {
  page: number;
  pageSize: number;
  total: number;
  pageSizes: number[];
  recordsText: (range: { from: number; to: number; totalRecords: number }) => string;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
}) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(props.total / props.pageSize));
  const from = props.total === 0 ? 0 : (props.page - 1) * props.pageSize + 1;
  const to = Math.min(props.total, props.page * props.pageSize);
  return (
    <Stack gap="xs" align="center">
      {pages > 1 && <PagePicker total={pages} value={props.page} onChange={props.onPageChange} />}
      <Group justify="space-between" w="100%" wrap="nowrap">
        <Text size="sm">{props.recordsText({ from, to, totalRecords: props.total })}</Text>
        <Select
          aria-label={t('common.table.per_page')}
          w={96}
          data={props.pageSizes.map(String)}
          value={String(props.pageSize)}
          onChange={(size) => size && props.onPageSizeChange(Number(size))}
        />
      </Group>
    </Stack>
  );
}
