import { endpoints } from '@rp/contract/endpoints';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { endpointKey } from '../../../lib/resource-hooks';

const fromKey = endpoints.vacancies.fromKey;

/**
 * get_vacancy_from_key/ {key}: the vacancy and its approvals as the approver sees them, named in
 * the UI language (part of the key). No account: the key is the credential.
 */
export const vacancyFromKeyQuery = (key: string, lang: string) =>
  queryOptions({
    queryKey: [...endpointKey(fromKey, { body: { key } }), lang] as const,
    queryFn: () => callApi(fromKey, { body: { key } }),
    retry: false,
    staleTime: 0,
  });

export const useVacancyFromKey = (key: string, lang: string, enabled = true) =>
  useQuery({ ...vacancyFromKeyQuery(key, lang), enabled });

/**
 * approve/ {key, comment?} or decline/ {key, comment}. A refused answer reads the key again (why it
 * can no longer answer); an accepted one does not: the page keeps only the thanks, and the key now
 * shows nothing of the vacancy (docs/decisions.md "An answered approval link shows nothing").
 */
export function useAnswerApproval() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { answer: 'approve' | 'decline'; key: string; comment: string | null }) =>
      input.answer === 'approve'
        ? callApi(endpoints.vacancies.approve, { body: { key: input.key, comment: input.comment } })
        : callApi(endpoints.vacancies.decline, { body: { key: input.key, comment: input.comment ?? '' } }),
    onError: () => client.invalidateQueries({ queryKey: endpointKey(fromKey).slice(0, 3) }),
  });
}
