import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TableColumn } from './list-columns';

/**
 * The one row-actions column of lists: right-aligned icon buttons that never wrap, in a column of
 * fixed width that is always shown (a key column) and pinned to the right edge, so opening a row's
 * menu never moves the table. `actions` returns the row's buttons (RowAction or anything else).
 */
export function rowActionsColumn<T>(
  t: TFunction,
  actions: (row: T) => ReactNode,
  width = 110,
): TableColumn<T> {
  return {
    accessor: 'actions',
    priority: 'key',
    title: t('common.table.actions'),
    textAlign: 'right',
    width,
    render: (row) => (
      <Group gap={4} justify="flex-end" wrap="nowrap">
        {actions(row)}
      </Group>
    ),
  };
}

/**
 * One icon link of a row (opens another page), named like a `RowAction`; an icon button's size, so a
 * phone's finger hits it (docs/decisions.md "Phone layouts").
 */
export function RowLink(props: { label: string; rowName: string | number; icon: ReactNode; to: string }) {
  return (
    <Tooltip label={props.label}>
      <ActionIcon
        component={Link}
        to={props.to}
        variant="subtle"
        aria-label={`${props.label} ${props.rowName}`}
        onClick={(event) => event.stopPropagation()}
      >
        {props.icon}
      </ActionIcon>
    </Tooltip>
  );
}

/** One icon button of a row, named for screen readers by its label and the row. */
export function RowAction(props: {
  label: string;
  /** Tells rows apart for screen readers (`Editar Norte`). */
  rowName: string | number;
  icon: ReactNode;
  color?: string;
  onClick: () => void;
  disabled?: boolean;
}) {
  return (
    <Tooltip label={props.label}>
      <ActionIcon
        variant="subtle"
        color={props.color}
        aria-label={`${props.label} ${props.rowName}`}
        disabled={props.disabled}
        onClick={(event) => {
          event.stopPropagation();
          props.onClick();
        }}
      >
        {props.icon}
      </ActionIcon>
    </Tooltip>
  );
}

/** The usual pair of a row: edit, then delete (red), named for screen readers by the row. */
export function EditDeleteActions(props: {
  rowName: string | number;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <RowAction
        label={t('common.actions.edit')}
        rowName={props.rowName}
        icon={<IconEdit size={18} />}
        onClick={props.onEdit}
      />
      <RowAction
        label={t('common.actions.delete')}
        rowName={props.rowName}
        color="red"
        icon={<IconTrash size={18} />}
        onClick={props.onDelete}
      />
    </>
  );
}
