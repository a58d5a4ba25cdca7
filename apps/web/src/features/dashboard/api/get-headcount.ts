import { endpoints } from '@rp/contract/endpoints';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { endpointKey } from '../../../lib/resource-hooks';
import { type BoardFilters, dashboardBody, figureOptions } from './board-filters';

const endpoint = endpoints.dashboard.headcount;

/** get_headcount/: headcount by department (payroll database, else the platform hires). */
export const headcountQuery = (filters: Partial<BoardFilters>) => {
  const input = { body: dashboardBody(filters) };
  return figureOptions(endpointKey(endpoint, input), () => callApi(endpoint, input));
};

export const useHeadcount = (filters: Partial<BoardFilters>, enabled = true) =>
  useQuery({ ...headcountQuery(filters), enabled });
