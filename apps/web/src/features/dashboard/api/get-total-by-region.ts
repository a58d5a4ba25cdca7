import { endpoints } from '@rp/contract/endpoints';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { endpointKey } from '../../../lib/resource-hooks';
import { type BoardFilters, dashboardBody, figureOptions } from './board-filters';

const endpoint = endpoints.dashboard.totalByRegion;

/** get_total_by_region/: vacancies by status and open direct requirements and positions per region. */
export const totalByRegionQuery = (filters: Partial<BoardFilters>) => {
  const input = { body: dashboardBody(filters) };
  return figureOptions(endpointKey(endpoint, input), () => callApi(endpoint, input));
};

export const useTotalByRegion = (filters: Partial<BoardFilters>, enabled = true) =>
  useQuery({ ...totalByRegionQuery(filters), enabled });
