import { Button, Checkbox } from '@mantine/core';
import type { BulkStatus } from '@rp/contract/rules/follow-up';
import { IconChecklist } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TableColumn } from '../data-table/data-table';
import type { BulkCloseProps } from './bulk-close-modal';

/**
 * "Close selected" of a follow-up list (the direct process's assignments, a vacancy's candidates):
 * a checkbox per row that may still be closed and one for the page (the `select` column), the
 * button that opens the bulk close with the statuses every selected row may move to, and the
 * selection kept in step with the rows on screen (`onRecords`). `isSelectable` and `statusesOf`
 * are the list's rules; give functions defined once (module level), not new ones each render.
 */
export function useBulkSelection<Row extends { id: number }>(options: {
  /** The user may close several at once here; without it, no column and no button. */
  canSelect: boolean;
  isSelectable: (row: Row) => boolean;
  /** Names a row in its checkbox's accessible name. */
  nameOf: (row: Row) => string;
  /** The statuses all the selected rows may move to. */
  statusesOf: (rows: Row[]) => BulkStatus[];
}) {
  const { t } = useTranslation();
  const { canSelect, isSelectable, nameOf, statusesOf } = options;
  const [selected, setSelected] = useState<Map<number, Row>>(new Map());
  const [visible, setVisible] = useState<Row[]>([]);
  const [closing, setClosing] = useState<{ ids: number[]; statuses: BulkStatus[] } | null>(null);

  const onRecords = useCallback(
    (rows: Row[]) => {
      setVisible(rows);
      // the selection follows fresh rows: one that can no longer be closed leaves it, one that
      // changed is held as it is now
      setSelected((current) => {
        if (current.size === 0) return current;
        let next: Map<number, Row> | null = null;
        for (const row of rows) {
          const held = current.get(row.id);
          if (!held || (held === row && isSelectable(row))) continue;
          next ??= new Map(current);
          if (isSelectable(row)) next.set(row.id, row);
          else next.delete(row.id);
        }
        return next ?? current;
      });
    },
    [isSelectable],
  );

  const selectable = visible.filter(isSelectable);
  const selectedOnPage = selectable.filter((row) => selected.has(row.id)).length;
  const toggle = (rows: Row[], checked: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      for (const row of rows) {
        if (checked) next.set(row.id, row);
        else next.delete(row.id);
      }
      return next;
    });

  const columns: TableColumn<Row>[] = canSelect
    ? [
        {
          accessor: 'select',
          priority: 'key',
          width: 40,
          title: (
            <Checkbox
              aria-label={t('followup.list.select_page')}
              checked={selectable.length > 0 && selectedOnPage === selectable.length}
              indeterminate={selectedOnPage > 0 && selectedOnPage < selectable.length}
              disabled={selectable.length === 0}
              onChange={(event) => toggle(selectable, event.currentTarget.checked)}
            />
          ),
          render: (row) =>
            isSelectable(row) ? (
              <Checkbox
                aria-label={t('followup.list.select_row', { name: nameOf(row) })}
                checked={selected.has(row.id)}
                onChange={(event) => toggle([row], event.currentTarget.checked)}
                onClick={(event) => event.stopPropagation()}
              />
            ) : null,
        },
      ]
    : [];

  const button = canSelect && (
    <Button
      variant="light"
      leftSection={<IconChecklist size={16} />}
      disabled={selected.size === 0}
      onClick={() => setClosing({ ids: [...selected.keys()], statuses: statusesOf([...selected.values()]) })}
    >
      {selected.size > 0
        ? `${t('followup.actions.close_selected')} (${selected.size})`
        : t('followup.actions.close_selected')}
    </Button>
  );

  /** The bulk close dialog's props: done, the selection is emptied. */
  const dialog: BulkCloseProps = {
    selection: closing,
    onClose: () => setClosing(null),
    onDone: () => {
      setClosing(null);
      setSelected(new Map());
    },
  };

  return { columns, onRecords, button, dialog };
}
