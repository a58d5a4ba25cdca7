import { describe, expect, it } from 'vitest';
import { orderingOf } from './data-table';

describe('orderingOf', () => {
  it('uses the accessor, or the sort key, with the direction', () => {
    expect(orderingOf({ columnAccessor: 'last_name', direction: 'asc' })).toBe('last_name');
    expect(orderingOf({ columnAccessor: 'last_name', direction: 'desc' })).toBe('-last_name');
    expect(orderingOf({ columnAccessor: 'company_label', sortKey: 'company', direction: 'desc' })).toBe(
      '-company',
    );
  });

  it('inverts a sort key written with a minus (age ascending = birthdate descending)', () => {
    expect(orderingOf({ columnAccessor: 'age', sortKey: '-birthdate', direction: 'asc' })).toBe('-birthdate');
    expect(orderingOf({ columnAccessor: 'age', sortKey: '-birthdate', direction: 'desc' })).toBe('birthdate');
  });
});
