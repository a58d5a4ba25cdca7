import { describe, expect, it } from 'vitest';
import { reorderChanges } from './reorder-company';

describe('reorderChanges', () => {
  const ordered = [
    { id: 1, priority_order: 1 },
    { id: 2, priority_order: 2 },
    { id: 3, priority_order: 5 },
  ];

  it('swaps the priority of a company and its neighbour', () => {
    expect(reorderChanges(ordered, 3, 'up')).toEqual([
      { id: 3, priority_order: 2 },
      { id: 2, priority_order: 5 },
    ]);
    expect(reorderChanges(ordered, 1, 'down')).toEqual([
      { id: 1, priority_order: 2 },
      { id: 2, priority_order: 1 },
    ]);
  });

  it('does nothing past either end', () => {
    expect(reorderChanges(ordered, 1, 'up')).toEqual([]);
    expect(reorderChanges(ordered, 3, 'down')).toEqual([]);
    expect(reorderChanges(ordered, 9, 'up')).toEqual([]);
  });

  it('renumbers the list when the two have no distinct priorities', () => {
    const unnumbered = [
      { id: 1, priority_order: 1 },
      { id: 2, priority_order: null },
      { id: 3, priority_order: null },
    ];
    expect(reorderChanges(unnumbered, 3, 'up')).toEqual([
      { id: 3, priority_order: 2 },
      { id: 2, priority_order: 3 },
    ]);
    expect(
      reorderChanges(
        [
          { id: 1, priority_order: 4 },
          { id: 2, priority_order: 4 },
        ],
        2,
        'up',
      ),
    ).toEqual([
      { id: 2, priority_order: 1 },
      { id: 1, priority_order: 2 },
    ]);
  });
});
