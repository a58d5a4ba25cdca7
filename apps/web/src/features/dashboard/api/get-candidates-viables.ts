import { endpoints } from '@rp/contract/endpoints';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { endpointKey } from '../../../lib/resource-hooks';
import { type BoardFilters, dashboardBody, figureOptions } from './board-filters';

const endpoint = endpoints.dashboard.candidatesViables;

/** get_candidates_viables/: viable, not viable and unanswered vacancy candidates per type and recruiter. */
export const candidatesViablesQuery = (filters: Partial<BoardFilters>) => {
  const input = { body: dashboardBody(filters) };
  return figureOptions(endpointKey(endpoint, input), () => callApi(endpoint, input));
};

export const useCandidatesViables = (filters: Partial<BoardFilters>, enabled = true) =>
  useQuery({ ...candidatesViablesQuery(filters), enabled });
