import { endpoints } from '@rp/contract/endpoints';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { endpointKey } from '../../../lib/resource-hooks';
import { type BoardFilters, dashboardBody, figureOptions } from './board-filters';

const endpoint = endpoints.dashboard.mainAdminSummary;

/** get_main_admin_summary/: vacancies, positions and candidates by status, approvals waiting. */
export const mainAdminSummaryQuery = (filters: Partial<BoardFilters>) => {
  const input = { body: dashboardBody(filters) };
  return figureOptions(endpointKey(endpoint, input), () => callApi(endpoint, input));
};

export const useMainAdminSummary = (filters: Partial<BoardFilters>, enabled = true) =>
  useQuery({ ...mainAdminSummaryQuery(filters), enabled });
