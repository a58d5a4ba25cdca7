import { endpoints } from '@rp/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { endpointKey } from '../../../lib/resource-hooks';

const report = endpoints.requirements.report;

/**
 * The requirement's PDF report, a File named by the server (`<code>.pdf`); written in the UI
 * language, so the language is part of the key.
 */
export const requirementReportQuery = (id: number, lang: string) =>
  queryOptions({
    queryKey: [...endpointKey(report, { params: { id } }), lang] as const,
    queryFn: () => callApi(report, { params: { id } }),
    staleTime: 0,
    gcTime: 0,
  });

export const useRequirementReport = (id: number, lang: string, enabled: boolean) =>
  useQuery({ ...requirementReportQuery(id, lang), enabled, retry: false });
