import type { BulkStatus } from '@rp/contract/rules/follow-up';
import { fireEvent, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithApp, text } from '../../test/render';
import { useBulkSelection } from './use-bulk-selection';

type Row = { id: number; name: string; isOpen: boolean; statuses: BulkStatus[] };

const isSelectable = (row: Row) => row.isOpen;
const nameOf = (row: Row) => row.name;
/** The statuses every row allows. */
const statusesOf = (rows: Row[]) =>
  (['Accepted', 'Rejected', 'NotAttend'] as const).filter((status) =>
    rows.every((row) => row.statuses.includes(status)),
  );

/**
 * A list as the tables draw it: the `select` column's header and cells, the button, the dialog's
 * state; "refresh" brings `fresh` rows as a refetch would.
 */
function List(props: { rows: Row[]; fresh?: Row[]; canSelect?: boolean }) {
  const { canSelect = true } = props;
  const [rows, setRows] = useState(props.rows);
  const bulk = useBulkSelection<Row>({ canSelect, isSelectable, nameOf, statusesOf });
  const { onRecords } = bulk;
  useEffect(() => onRecords(rows), [rows, onRecords]);
  return (
    <div>
      {bulk.columns.map((column) => (
        <div key={column.accessor}>
          {column.title}
          {rows.map((row, index) => (
            <div key={row.id}>{column.render?.(row, index)}</div>
          ))}
        </div>
      ))}
      {bulk.button}
      <output data-testid="selection">{JSON.stringify(bulk.dialog.selection)}</output>
      <button type="button" onClick={bulk.dialog.onDone}>
        done
      </button>
      <button type="button" onClick={() => setRows(props.fresh ?? rows)}>
        refresh
      </button>
    </div>
  );
}

const ana: Row = { id: 1, name: 'Ana', isOpen: true, statuses: ['Accepted', 'Rejected', 'NotAttend'] };
const luis: Row = { id: 2, name: 'Luis', isOpen: true, statuses: ['Rejected', 'NotAttend'] };
const eva: Row = { id: 3, name: 'Eva', isOpen: false, statuses: [] };

const rowBox = (name: string) => screen.getByLabelText(text('followup.list.select_row', { name }));
const pageBox = () => screen.getByLabelText(text('followup.list.select_page'));
const closeButton = (count?: number) =>
  screen.getByRole('button', {
    name: `${text('followup.actions.close_selected')}${count ? ` (${count})` : ''}`,
  });
const selection = () => JSON.parse(screen.getByTestId('selection').textContent ?? 'null');

describe('"Close selected" of a follow-up list', { timeout: 30_000 }, () => {
  it('offers no checkboxes and no button without the permission', () => {
    renderWithApp(<List rows={[ana, luis]} canSelect={false} />);
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByText(text('followup.actions.close_selected'))).toBeNull();
  });

  it('selects the rows that may still be closed and opens the close with the statuses all allow', () => {
    renderWithApp(<List rows={[ana, luis, eva]} />);
    expect(screen.queryByLabelText(text('followup.list.select_row', { name: 'Eva' }))).toBeNull();
    expect(closeButton()).toHaveProperty('disabled', true);

    fireEvent.click(rowBox('Ana'));
    expect(closeButton(1)).toHaveProperty('disabled', false);
    expect(pageBox()).toHaveProperty('indeterminate', true);

    fireEvent.click(pageBox());
    expect(pageBox()).toHaveProperty('checked', true);
    fireEvent.click(closeButton(2));
    expect(selection()).toEqual({ ids: [1, 2], statuses: ['Rejected', 'NotAttend'] });

    fireEvent.click(screen.getByText('done'));
    expect(selection()).toBeNull();
    expect(closeButton()).toHaveProperty('disabled', true);
  });

  it('follows fresh rows: one that can no longer be closed leaves, one that changed is held as it is now', () => {
    const fresh = [
      { ...ana, statuses: ['NotAttend' as const] },
      { ...luis, isOpen: false },
    ];
    renderWithApp(<List rows={[ana, luis]} fresh={fresh} />);
    fireEvent.click(pageBox());
    expect(closeButton(2)).toBeTruthy();

    fireEvent.click(screen.getByText('refresh'));
    fireEvent.click(closeButton(1));
    expect(selection()).toEqual({ ids: [1], statuses: ['NotAttend'] });
  });
});
