import { endpoints } from '@rp/contract/endpoints';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { endpointKey } from '../../../lib/resource-hooks';
import { type BoardFilters, dashboardBody, figureOptions } from './board-filters';

const endpoint = endpoints.dashboard.directStatusWeeks;

/** get_direct_status_weeks/: requirement candidates by status per ISO week (the board's chart). */
export const directStatusWeeksQuery = (filters: Partial<BoardFilters>) => {
  const input = { body: dashboardBody(filters) };
  return figureOptions(endpointKey(endpoint, input), () => callApi(endpoint, input));
};

export const useDirectStatusWeeks = (filters: Partial<BoardFilters>, enabled = true) =>
  useQuery({ ...directStatusWeeksQuery(filters), enabled });
