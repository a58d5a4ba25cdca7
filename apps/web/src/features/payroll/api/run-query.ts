import { endpoints } from '@rp/contract/endpoints';
import type { RunQueryBody } from '@rp/contract/entities';
import { resources } from '@rp/contract/resources';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { resourceKeys } from '../../../lib/resource-hooks';

/** Runs a payroll query with its parameters: its rows (at most the row cap), from the cache or not. */
export const runQuery = (body: RunQueryBody) => callApi(endpoints.payroll.runQuery, { body });

export function useRunQuery() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: runQuery,
    // a successful run records its server's last sync
    onSuccess: () => client.invalidateQueries({ queryKey: resourceKeys.all(resources.servers) }),
  });
}
