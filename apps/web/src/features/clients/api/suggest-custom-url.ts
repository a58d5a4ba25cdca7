import type { CustomUrlSuggestion } from '@rp/contract/entities';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET companies/suggest_custom_url/?name= (*added*): a custom_url no company uses yet. */
export const suggestCustomUrl = (name: string) =>
  apiRequest<CustomUrlSuggestion>('companies/suggest_custom_url/', { params: { name } });

/** Asked on demand (the form's "Generate" button), hence a mutation. */
export function useSuggestCustomUrl() {
  return useMutation({ mutationFn: suggestCustomUrl });
}
