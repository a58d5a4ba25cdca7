import { endpoints } from '@rp/contract/endpoints';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { endpointKey } from '../../../lib/resource-hooks';
import { type BoardFilters, dashboardBody, figureOptions } from './board-filters';

const endpoint = endpoints.dashboard.turnover;

/** get_hired_turnover/: hires and exits per month (payroll database, else the platform hires). */
export const hiredTurnoverQuery = (filters: Partial<BoardFilters>) => {
  const input = { body: dashboardBody(filters) };
  return figureOptions(endpointKey(endpoint, input), () => callApi(endpoint, input));
};

export const useHiredTurnover = (filters: Partial<BoardFilters>, enabled = true) =>
  useQuery({ ...hiredTurnoverQuery(filters), enabled });
