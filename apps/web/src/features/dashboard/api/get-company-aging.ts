import { endpoints } from '@rp/contract/endpoints';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { endpointKey } from '../../../lib/resource-hooks';
import { type BoardFilters, dashboardBody, figureOptions } from './board-filters';

const endpoint = endpoints.dashboard.companyAging;

/** get_company_aging/: open vacancies plus open requirements per company, by days open. */
export const companyAgingQuery = (filters: Partial<BoardFilters>) => {
  const input = { body: dashboardBody(filters) };
  return figureOptions(endpointKey(endpoint, input), () => callApi(endpoint, input));
};

export const useCompanyAging = (filters: Partial<BoardFilters>, enabled = true) =>
  useQuery({ ...companyAgingQuery(filters), enabled });
