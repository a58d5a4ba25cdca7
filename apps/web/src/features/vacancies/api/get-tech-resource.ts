import { endpoints } from '@rp/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { endpointKey } from '../../../lib/resource-hooks';

const settings = endpoints.vacancies.techSettings;
const resource = endpoints.vacancies.techResource;

/** tech-resources/get_settings/: software and systems to choose from, and the two profile labels. */
export const techSettingsQuery = () =>
  queryOptions({ queryKey: endpointKey(settings), queryFn: () => callApi(settings), staleTime: 5 * 60_000 });

export const useTechSettings = () => useQuery(techSettingsQuery());

/** tech-resources/get_resource/?vacancy: the vacancy's row, or an empty one (id null). */
export const techResourceQuery = (vacancy: number) => {
  const input = { query: { vacancy } };
  return queryOptions({ queryKey: endpointKey(resource, input), queryFn: () => callApi(resource, input) });
};

export const useTechResource = (vacancy: number) => useQuery(techResourceQuery(vacancy));
