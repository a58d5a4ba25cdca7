import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The answer of GET utils/diagnostics/ (superusers only). */
export type Diagnostics = {
  version: string;
  node: string;
  database: {
    kind: string;
    migrations: { count: number; last_name: string | null; last_at: string | null };
  };
  storage: { kind: string; files: number };
  server_time: string;
};

export const diagnosticsKeys = { all: ['utils', 'diagnostics'] as const };

export const getDiagnostics = () => apiRequest<Diagnostics>('utils/diagnostics/');

export const diagnosticsQuery = () =>
  queryOptions({ queryKey: diagnosticsKeys.all, queryFn: getDiagnostics, staleTime: 0 });

export function useDiagnostics() {
  return useQuery(diagnosticsQuery());
}
