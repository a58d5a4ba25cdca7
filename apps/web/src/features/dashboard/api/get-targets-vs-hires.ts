import { endpoints } from '@rp/contract/endpoints';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { endpointKey } from '../../../lib/resource-hooks';
import { figureOptions, topBarRegion } from './board-filters';

const endpoint = endpoints.dashboard.targetsVsHires;

/** get_targets_vs_hires/ {year, region, company}: the 12 monthly targets beside each month's hires. */
export const targetsVsHiresQuery = (filters: { year: number; company: number | null }) => {
  const region = topBarRegion();
  const input = {
    body: {
      year: filters.year,
      ...(filters.company !== null ? { company: filters.company } : {}),
      ...(region !== undefined ? { region } : {}),
    },
  };
  return figureOptions(endpointKey(endpoint, input), () => callApi(endpoint, input));
};

export const useTargetsVsHires = (filters: { year: number; company: number | null }) =>
  useQuery(targetsVsHiresQuery(filters));
