import type { Company } from '@rp/contract/entities';
import { resources } from '@rp/contract/resources';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { resourceApi } from '../../../lib/api-client';
import { resourceKeys } from '../../../lib/resource-hooks';

type Ordered = Pick<Company, 'id' | 'priority_order'>;

/**
 * The priority_order changes that move `id` one place up or down in `ordered` (the companies in
 * the list's order): a swap of the two values when they differ, else a renumbering 1…n of the
 * list with the move applied. Only rows whose value changes are returned.
 */
export function reorderChanges(
  ordered: readonly Ordered[],
  id: number,
  direction: 'up' | 'down',
): Array<{ id: number; priority_order: number }> {
  const from = ordered.findIndex((row) => row.id === id);
  const to = direction === 'up' ? from - 1 : from + 1;
  const moving = ordered[from];
  const other = ordered[to];
  if (!moving || !other) return [];
  if (
    moving.priority_order !== null &&
    other.priority_order !== null &&
    moving.priority_order !== other.priority_order
  ) {
    return [
      { id: moving.id, priority_order: other.priority_order },
      { id: other.id, priority_order: moving.priority_order },
    ];
  }
  const next = [...ordered];
  next[from] = other;
  next[to] = moving;
  return next
    .map((row, index) => ({ id: row.id, priority_order: index + 1, before: row.priority_order }))
    .filter((row) => row.before !== row.priority_order)
    .map(({ id: rowId, priority_order }) => ({ id: rowId, priority_order }));
}

/** "Reorder": PUT companies/{id}/ {priority_order} for each company whose place changes. */
export async function reorderCompany(input: {
  ordered: readonly Ordered[];
  id: number;
  direction: 'up' | 'down';
}) {
  for (const change of reorderChanges(input.ordered, input.id, input.direction)) {
    await resourceApi.update(resources.companies, change.id, { priority_order: change.priority_order });
  }
}

export function useReorderCompany() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: reorderCompany,
    onSettled: () => client.invalidateQueries({ queryKey: resourceKeys.all(resources.companies) }),
  });
}
