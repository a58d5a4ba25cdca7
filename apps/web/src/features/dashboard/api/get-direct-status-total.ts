import { endpoints } from '@rp/contract/endpoints';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { endpointKey } from '../../../lib/resource-hooks';
import { type BoardFilters, dashboardBody, figureOptions } from './board-filters';

const endpoint = endpoints.dashboard.directStatusTotal;

/** get_direct_status_total/: requirement candidates by status. */
export const directStatusTotalQuery = (filters: Partial<BoardFilters>) => {
  const input = { body: dashboardBody(filters) };
  return figureOptions(endpointKey(endpoint, input), () => callApi(endpoint, input));
};

export const useDirectStatusTotal = (filters: Partial<BoardFilters>, enabled = true) =>
  useQuery({ ...directStatusTotalQuery(filters), enabled });
