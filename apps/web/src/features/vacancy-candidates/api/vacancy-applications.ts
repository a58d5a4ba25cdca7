import type { EndpointInput } from '@rp/contract';
import { endpoints } from '@rp/contract/endpoints';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { endpointKey } from '../../../lib/resource-hooks';
import { invalidateVacancyCandidates } from './vacancy-candidate-keys';

const actions = endpoints.vacancyCandidates;
type Body<E extends 'mergeApplication' | 'separateApplication'> = EndpointInput<(typeof actions)[E]>['body'];

/**
 * vacancy-candidates/{id}/applications/: the public applications that arrived with this vacancy
 * candidate and matched a known candidate (docs/decisions.md 'Public applications never write to a
 * known candidate').
 */
export const vacancyApplicationsQuery = (id: number) =>
  queryOptions({
    queryKey: endpointKey(actions.applications, { params: { id } }),
    queryFn: () => callApi(actions.applications, { params: { id } }),
  });

export const useVacancyApplications = (id: number) => useQuery(vacancyApplicationsQuery(id));

/** merge_application / separate_application; the applications and the candidate's rows refresh after. */
function useReview<B, R>(mutationFn: (body: B) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      const { tag, method, path } = actions.applications;
      void client.invalidateQueries({ queryKey: [tag, method, path] });
      invalidateVacancyCandidates(client);
    },
  });
}

/** The chosen typed values and the CV into the matched candidate. */
export const useMergeApplication = () =>
  useReview((body: Body<'mergeApplication'>) => callApi(actions.mergeApplication, { body }));
/** A new candidate from the application, who takes the draft. */
export const useSeparateApplication = () =>
  useReview((body: Body<'separateApplication'>) => callApi(actions.separateApplication, { body }));
