import type { RequirementItem, RequirementUpdate } from '@rp/contract/entities';
import type { genders, RequirementStatus } from '@rp/contract/enums';

export type Gender = (typeof genders)[number];

/** One editable row of the positions table (new requirement and "Edit positions"). */
export type ItemRow = {
  /** Stable React key (rows have no id until saved). */
  key: string;
  /** The saved item's id; absent for a row added in this edit. */
  id?: number;
  position: number | null;
  gender: Gender;
  shift_type: number | null;
  category: number | null;
  /** A number, or the text its field refused ('' when empty): the contract schema refuses it on submit. */
  quantity: number | string;
  details: string;
  /** Assignments and accepted candidates of a saved item (0 for new rows). */
  candidates: number;
  accepted: number;
};

let sequence = 0;
const nextKey = () => {
  sequence += 1;
  return `row-${sequence}`;
};

/** An empty row, with the requirement's category as the default. */
export function emptyItemRow(category: number | null = null): ItemRow {
  return {
    key: nextKey(),
    position: null,
    gender: 'any',
    shift_type: null,
    category,
    quantity: 1,
    details: '',
    candidates: 0,
    accepted: 0,
  };
}

/** The saved items as editable rows (ids kept). */
export function toItemRows(items: readonly RequirementItem[]): ItemRow[] {
  return items.map((item) => ({
    key: `item-${item.id}`,
    id: item.id,
    position: item.position,
    gender: item.gender,
    shift_type: item.shift_type,
    category: item.category,
    quantity: item.quantity,
    details: item.details ?? '',
    candidates: item.candidates,
    accepted: item.accepted,
  }));
}

type ItemPayload = Omit<
  NonNullable<RequirementUpdate['items']>[number],
  'position' | 'shift_type' | 'category' | 'quantity'
> & {
  position: number | null;
  shift_type: number | null;
  category: number | null;
  quantity: number | string;
};

/**
 * The `items` of `PUT requeriments/{id}/` (and of the create body): the full list, an existing
 * item with its `id`, a new one without; details trimmed, empty as null. Unset selects stay null
 * and a refused quantity stays as typed, so that the contract schema reports them on the right row.
 */
export function itemsPayload(rows: readonly ItemRow[]): ItemPayload[] {
  return rows.map((row) => ({
    ...(row.id === undefined ? {} : { id: row.id }),
    position: row.position,
    gender: row.gender,
    shift_type: row.shift_type,
    category: row.category,
    quantity: row.quantity,
    details: row.details.trim() || null,
  }));
}

/** Positions still to fill: quantity − accepted (never negative). */
export const pendingOf = (item: { quantity: number; accepted: number }) =>
  Math.max(0, item.quantity - item.accepted);

/** Only a position without assignments may be removed, and one always stays. */
export const canRemoveRow = (row: ItemRow, rowCount: number) => row.candidates === 0 && rowCount > 1;

/** A quantity never goes below the candidates already accepted (nor below 1). */
export const minQuantityOf = (row: { accepted: number }) => Math.max(1, row.accepted);

/** Positions can be edited while the requirement is not Closed or Cancel (docs/domain.md#statuses-and-transitions). */
export const canEditItems = (status: RequirementStatus) => status !== 'Closed' && status !== 'Cancel';

/** Totals over rows (shown under the positions table). */
export function itemTotals(
  items: readonly {
    quantity: number;
    accepted: number;
    hired: number;
    rejected: number;
    not_attend: number;
  }[],
) {
  const sum = (count: (item: (typeof items)[number]) => number) =>
    items.reduce((total, item) => total + count(item), 0);
  return {
    quantity: sum((item) => item.quantity),
    accepted: sum((item) => item.accepted),
    hired: sum((item) => item.hired),
    rejected: sum((item) => item.rejected),
    not_attend: sum((item) => item.not_attend),
    pending: sum(pendingOf),
  };
}
