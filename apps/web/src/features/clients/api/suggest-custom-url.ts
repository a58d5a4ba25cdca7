import { endpoints } from '@rp/contract/endpoints';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** *added*: a custom_url no company uses yet, from a name. */
export const suggestCustomUrl = (name: string) =>
  callApi(endpoints.clients.suggestCustomUrl, { query: { name } });

/** Asked on demand (the form's "Generate" button), hence a mutation. */
export function useSuggestCustomUrl() {
  return useMutation({ mutationFn: suggestCustomUrl });
}
