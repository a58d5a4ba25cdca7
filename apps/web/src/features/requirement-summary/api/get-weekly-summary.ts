import { endpoints } from '@rp/contract/endpoints';
import type { WeeklySummaryQuery } from '@rp/contract/entities';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { endpointKey } from '../../../lib/resource-hooks';
import { session } from '../../../lib/session';

const weeklySummary = endpoints.requirements.weeklySummary;

/** The summary's filters as chosen (the region selector is added when sent). */
export type SummaryFilters = Omit<WeeklySummaryQuery, 'region'>;

/** The region selector narrows the summary like every company-scoped list (docs/domain.md#data-scope). */
export const summaryQuery = (filters: SummaryFilters, region: string): WeeklySummaryQuery =>
  region && region !== 'all' ? { ...filters, region: Number(region) } : filters;

/** get_weekly_summary?year&week&company&site: one row per company and week. */
export const weeklySummaryQuery = (filters: SummaryFilters, region: string) =>
  queryOptions({
    queryKey: endpointKey(weeklySummary, { query: summaryQuery(filters, region) }),
    queryFn: () => callApi(weeklySummary, { query: summaryQuery(filters, region) }),
    placeholderData: keepPreviousData,
  });

export const useWeeklySummary = (filters: SummaryFilters) =>
  useQuery(weeklySummaryQuery(filters, session.region));
