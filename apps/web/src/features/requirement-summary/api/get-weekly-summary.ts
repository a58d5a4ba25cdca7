import type { WeeklySummaryQuery, WeeklySummaryRow } from '@rp/contract/entities';
import { resources } from '@rp/contract/resources';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { session } from '../../../lib/session';

/** The summary's filters as sent (the region selector narrows it like every company-scoped list). */
export type SummaryFilters = Omit<WeeklySummaryQuery, 'region'>;

const withRegion = (filters: SummaryFilters, region: string) =>
  region && region !== 'all' ? { ...filters, region } : filters;

export const weeklySummaryKey = (filters: SummaryFilters, region: string) =>
  [resources.requeriments, 'get_weekly_summary', filters, region] as const;

/** GET requeriments/get_weekly_summary/?year&week&company&site: one row per company and week. */
export const getWeeklySummary = (filters: SummaryFilters, region: string) =>
  apiRequest<WeeklySummaryRow[]>(`requeriments/get_weekly_summary/`, {
    params: withRegion(filters, region),
  });

export const weeklySummaryQuery = (filters: SummaryFilters, region: string) =>
  queryOptions({
    queryKey: weeklySummaryKey(filters, region),
    queryFn: () => getWeeklySummary(filters, region),
    placeholderData: keepPreviousData,
  });

export const useWeeklySummary = (filters: SummaryFilters) =>
  useQuery(weeklySummaryQuery(filters, session.region));

/** GET requeriments/export_summary/ with the same filters: the xlsx, saved with the server's file name. */
export async function exportWeeklySummary(filters: SummaryFilters) {
  const res = await apiRequest<Response>(`requeriments/export_summary/`, {
    params: withRegion(filters, session.region),
    raw: true,
  });
  const blob = await res.blob();
  const disposition = res.headers.get('Content-Disposition') ?? '';
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? `summary-${filters.year}.xlsx`;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
