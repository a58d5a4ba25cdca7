import { endpoints } from '@rp/contract/endpoints';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { endpointKey } from '../../../lib/resource-hooks';
import { type BoardFilters, dashboardBody, figureOptions } from './board-filters';

const endpoint = endpoints.dashboard.directPositionsTotal;

/** get_direct_positions_total/: requested, accepted, hired, open and cancelled positions and the fill rate. */
export const directPositionsTotalQuery = (filters: Partial<BoardFilters>) => {
  const input = { body: dashboardBody(filters) };
  return figureOptions(endpointKey(endpoint, input), () => callApi(endpoint, input));
};

export const useDirectPositionsTotal = (filters: Partial<BoardFilters>, enabled = true) =>
  useQuery({ ...directPositionsTotalQuery(filters), enabled });
