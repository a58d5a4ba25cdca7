import type { RequirementItem } from '@rp/contract/entities';
import { describe, expect, it } from 'vitest';
import {
  canEditItems,
  canRemoveRow,
  emptyItemRow,
  itemsPayload,
  itemTotals,
  minQuantityOf,
  pendingOf,
  toItemRows,
} from './requirement-items';

const item = (overrides: Partial<RequirementItem> = {}): RequirementItem => ({
  id: 7,
  requeriment: 3,
  position: 11,
  gender: 'female',
  shift_type: 21,
  category: 1,
  details: 'Night shift',
  quantity: 4,
  hired: 1,
  candidates: 3,
  rejected: 1,
  accepted: 2,
  not_attend: 0,
  created_at: '2026-11-01T10:00:00Z',
  updated_at: '2026-11-01T10:00:00Z',
  is_past_due: false,
  ...overrides,
});

describe('requirement items', () => {
  it('keeps the id of saved items and omits it for new rows in the PUT payload', () => {
    const rows = [...toItemRows([item()]), { ...emptyItemRow(2), position: 5, shift_type: 6, quantity: 3 }];
    expect(itemsPayload(rows)).toEqual([
      {
        id: 7,
        position: 11,
        gender: 'female',
        shift_type: 21,
        category: 1,
        quantity: 4,
        details: 'Night shift',
      },
      { position: 5, gender: 'any', shift_type: 6, category: 2, quantity: 3, details: null },
    ]);
  });

  it('trims details and sends empty ones as null', () => {
    const row = { ...emptyItemRow(1), details: '   ' };
    expect(itemsPayload([row])[0]?.details).toBeNull();
    expect(itemsPayload([{ ...row, details: ' two people ' }])[0]?.details).toBe('two people');
  });

  it('removed rows are simply absent from the full list', () => {
    const rows = toItemRows([item({ id: 1 }), item({ id: 2, candidates: 0, accepted: 0 })]);
    expect(itemsPayload(rows.filter((row) => row.id !== 2)).map((row) => row.id)).toEqual([1]);
  });

  it('gives every new row its own key', () => {
    expect(emptyItemRow().key).not.toBe(emptyItemRow().key);
  });

  it('computes pending positions as quantity − accepted, never negative', () => {
    expect(pendingOf({ quantity: 5, accepted: 2 })).toBe(3);
    expect(pendingOf({ quantity: 2, accepted: 2 })).toBe(0);
    expect(pendingOf({ quantity: 1, accepted: 3 })).toBe(0);
    expect(itemTotals([item(), item({ quantity: 3, accepted: 0, hired: 2, not_attend: 1 })])).toEqual({
      quantity: 7,
      accepted: 2,
      hired: 3,
      rejected: 2,
      not_attend: 1,
      pending: pendingOf(item()) + pendingOf(item({ quantity: 3, accepted: 0, hired: 2, not_attend: 1 })),
    });
  });

  it('removes only rows without candidates and never the last one', () => {
    const [used] = toItemRows([item()]);
    const fresh = emptyItemRow();
    if (!used) throw new Error('no row');
    expect(canRemoveRow(used, 2)).toBe(false);
    expect(canRemoveRow(fresh, 2)).toBe(true);
    expect(canRemoveRow(fresh, 1)).toBe(false);
  });

  it('never lets the quantity go below the accepted candidates', () => {
    expect(minQuantityOf({ accepted: 0 })).toBe(1);
    expect(minQuantityOf({ accepted: 3 })).toBe(3);
  });

  it('edits positions only while the requirement is open', () => {
    expect(canEditItems('New')).toBe(true);
    expect(canEditItems('Recruiting')).toBe(true);
    expect(canEditItems('Closed')).toBe(false);
    expect(canEditItems('Cancel')).toBe(false);
  });
});
