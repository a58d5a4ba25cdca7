import { addDays } from '@rp/contract/rules/dashboard';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Piece, pieces } from './dashboard.periods';

/**
 * A period read from the kept figures (docs/decisions.md#dashboard-figures-kept-by-the-database)
 * counts every day of its range exactly once, whichever mix of day, month and year rows serves it.
 */

const first = '2022-01-01';
const spanDays = 365 * 6;
const dayOf = (n: number) => addDays(first, n);

/** Whether a row of `piece` summing `day` (its day, month or year) is read. */
function covers(piece: Piece, day: string): boolean {
  const key =
    piece.grain === 'd' ? day : piece.grain === 'm' ? `${day.slice(0, 8)}01` : `${day.slice(0, 4)}-01-01`;
  return (piece.from == null || key >= piece.from) && (piece.before == null || key < piece.before);
}

const bound = fc.option(fc.integer({ min: 30, max: spanDays - 30 }).map(dayOf), { nil: null, freq: 4 });

describe('periods of the kept figures', () => {
  it('count every day of a range once and no day outside it', () => {
    fc.assert(
      fc.property(bound, bound, fc.boolean(), (a, b, years) => {
        const [from, before] = a != null && b != null && b < a ? [b, a] : [a, b];
        const parts = pieces(from, before, years);
        for (let n = 0; n < spanDays; n += 1) {
          const day = dayOf(n);
          const inside = (from == null || day >= from) && (before == null || day < before);
          const count = parts.filter((p) => covers(p, day)).length;
          if (count !== (inside ? 1 : 0)) {
            expect({ from, before, years, day, count, parts }).toEqual({
              from,
              before,
              years,
              day,
              count: inside ? 1 : 0,
              parts,
            });
          }
        }
        if (!years) expect(parts.some((p) => p.grain === 'y')).toBe(false);
      }),
      { numRuns: 100 },
    );
  });

  it('read a year as its whole months and its edge days', () => {
    // ISO week-year 2026: Monday 29 December 2025 to Sunday 3 January 2027
    expect(pieces('2025-12-29', '2027-01-04', true)).toEqual([
      { grain: 'd', from: '2025-12-29', before: '2026-01-01' },
      { grain: 'd', from: '2027-01-01', before: '2027-01-04' },
      { grain: 'y', from: '2026-01-01', before: '2027-01-01' },
    ]);
    expect(pieces('2026-03-04', '2026-03-11', true)).toEqual([
      { grain: 'd', from: '2026-03-04', before: '2026-03-11' },
    ]);
  });
});
