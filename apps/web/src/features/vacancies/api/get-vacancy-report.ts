import { endpoints } from '@rp/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { endpointKey } from '../../../lib/resource-hooks';

const report = endpoints.vacancies.report;

/**
 * The requisition PDF, a File named by the server (`<code>.pdf`); written in the UI language (the
 * client's Accept-Language), so the language is part of the key.
 */
export const vacancyReportQuery = (id: number, lang: string) =>
  queryOptions({
    queryKey: [...endpointKey(report, { params: { id } }), lang] as const,
    queryFn: () => callApi(report, { params: { id } }),
    staleTime: 0,
    gcTime: 0,
  });

export const useVacancyReport = (id: number, lang: string, enabled: boolean) =>
  useQuery({ ...vacancyReportQuery(id, lang), enabled, retry: false });
