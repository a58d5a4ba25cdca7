import {
  ActionIcon,
  Box,
  Button,
  Checkbox,
  Popover,
  SimpleGrid,
  Stack,
  Text,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { IconChevronRight, IconColumns3 } from '@tabler/icons-react';
import { type DataTableColumn, getValueAtPath, useDataTableColumns } from 'mantine-datatable';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsPhone } from '../layout/use-is-phone';

/**
 * A list column. `priority: 'key'` columns are always shown (name, status, actions …) and stay
 * out of the column picker; `'secondary'` ones start hidden; the others start shown on screens
 * of 768 px and up and hidden in a phone's table (a phone's cards show them). A hidden column is
 * read in the row's details. As cards, the column `select` (a row's checkbox) heads the card, the
 * first other shown column is its title and `actions` ends it.
 */
export type TableColumn<T> = DataTableColumn<T> & { priority?: 'key' | 'secondary' };

/** The localStorage key of a list's chosen columns (phones keep their own choice). */
export const columnsStoreKey = (key: string, isPhone: boolean) =>
  `rp-columns:${key}${isPhone ? ':phone' : ''}`;

const isPickable = <T,>(column: TableColumn<T>) => column.priority !== 'key';

export const titleOf = <T,>(column: DataTableColumn<T>) =>
  typeof column.title === 'string' ? column.title : String(column.accessor);

/**
 * The columns of a list as the user chose them (remembered per list in localStorage by
 * mantine-datatable's `useDataTableColumns`), the hidden ones and the picker's state.
 */
export function useListColumns<T>(
  key: string,
  columns: TableColumn<T>[],
  options: { asCards?: boolean } = {},
) {
  const isPhone = useIsPhone();
  // a phone's table keeps to its key columns to fit the width; its cards have room for the usual ones
  const isNarrow = isPhone && options.asCards !== true;
  const prepared = columns.map(({ priority, ...column }) => ({
    ...column,
    toggleable: priority !== 'key',
    defaultToggle: priority === 'key' || (!isNarrow && priority !== 'secondary'),
  })) as DataTableColumn<T>[];
  const store = useDataTableColumns<T>({
    key: columnsStoreKey(key, isPhone),
    columns: prepared,
    getInitialValueInEffect: false,
  });
  const shown = new Set(store.columnsToggle.filter((c) => c.toggled).map((c) => c.accessor));
  // the table gets only the shown columns, without the toggle settings (it would apply them again)
  const visible = store.effectiveColumns
    .filter((column) => !column.hidden)
    .map(({ toggleable: _t, defaultToggle: _d, ...column }) => column as DataTableColumn<T>);
  const hidden = prepared.filter((column) => column.toggleable && !shown.has(String(column.accessor)));
  const choices = columns.filter(isPickable).map((column) => ({
    accessor: String(column.accessor),
    title: titleOf(column),
    isShown: shown.has(String(column.accessor)),
  }));
  const setShown = (accessor: string, isShown: boolean) =>
    store.setColumnsToggle(
      store.columnsToggle.map((c) => (c.accessor === accessor ? { ...c, toggled: isShown } : c)),
    );
  return { visible, hidden, choices, setShown, reset: store.resetColumnsToggle };
}

/** The "Columns" button: a checkbox per column that may be hidden, and a reset. */
export function ColumnPicker(props: {
  choices: { accessor: string; title: string; isShown: boolean }[];
  onChange: (accessor: string, isShown: boolean) => void;
  onReset: () => void;
}) {
  const { t } = useTranslation();
  if (props.choices.length === 0) return null;
  return (
    <Popover position="bottom-end" shadow="md" withinPortal trapFocus>
      <Popover.Target>
        <Button variant="default" leftSection={<IconColumns3 size={16} />}>
          {t('common.table.columns')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" role="group" aria-label={t('common.table.columns_title')}>
          <Text size="sm" fw={600}>
            {t('common.table.columns_title')}
          </Text>
          {props.choices.map((choice) => (
            <Checkbox
              key={choice.accessor}
              label={choice.title}
              checked={choice.isShown}
              onChange={(event) => props.onChange(choice.accessor, event.currentTarget.checked)}
            />
          ))}
          <Button size="xs" variant="subtle" onClick={props.onReset}>
            {t('common.table.columns_reset')}
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

/** The first column of a list with details: the button that opens the row's details. */
export function detailsToggleColumn<T>(props: {
  isOpen: (row: T) => boolean;
  onToggle: (row: T) => void;
  rowName: (row: T) => string;
  label: { column: string; show: string; hide: string };
}): DataTableColumn<T> {
  return {
    accessor: '__details',
    title: <VisuallyHidden>{props.label.column}</VisuallyHidden>,
    width: 44,
    render: (row) => {
      const isOpen = props.isOpen(row);
      const label = `${isOpen ? props.label.hide : props.label.show} ${props.rowName(row)}`;
      return (
        <Tooltip label={label}>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={label}
            aria-expanded={isOpen}
            onClick={(event) => {
              event.stopPropagation();
              props.onToggle(row);
            }}
          >
            <IconChevronRight
              size={16}
              style={{ transform: isOpen ? 'rotate(90deg)' : undefined, transition: 'transform 150ms' }}
            />
          </ActionIcon>
        </Tooltip>
      );
    },
  };
}

/** What a column shows for a row: its render, else the value at its accessor. */
export const cellOf = <T,>(column: DataTableColumn<T>, row: T, index: number): ReactNode =>
  column.render ? column.render(row, index) : String(getValueAtPath(row, String(column.accessor)) ?? '');

/** A row's details: the columns hidden now (title and value), then the list's own details. */
export function RowDetails<T>(props: {
  row: T;
  index: number;
  hidden: DataTableColumn<T>[];
  extra?: ReactNode;
}) {
  return (
    <Stack gap="xs" py="xs" px="sm">
      {props.hidden.length > 0 && (
        <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="sm" verticalSpacing="xs">
          {props.hidden.map((column) => (
            <Box key={String(column.accessor)}>
              <Text size="xs" c="dimmed">
                {titleOf(column)}
              </Text>
              <Box fz="sm">{cellOf(column, props.row, props.index)}</Box>
            </Box>
          ))}
        </SimpleGrid>
      )}
      {props.extra}
    </Stack>
  );
}
