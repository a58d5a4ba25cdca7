import { endpoints } from '@rp/contract/endpoints';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { endpointKey } from '../../../lib/resource-hooks';
import { type BoardFilters, dashboardBody, figureOptions } from './board-filters';

const endpoint = endpoints.dashboard.directStatus;

/** get_direct_status/: requirement candidates by status per ISO week, company and site. */
export const directStatusQuery = (filters: Partial<BoardFilters>) => {
  const input = { body: dashboardBody(filters) };
  return figureOptions(endpointKey(endpoint, input), () => callApi(endpoint, input));
};

export const useDirectStatus = (filters: Partial<BoardFilters>, enabled = true) =>
  useQuery({ ...directStatusQuery(filters), enabled });
