import { resources } from '@rp/contract/resources';
import { useResourceOptions } from '../../../lib/resource-hooks';

/** The two candidate lists and the category codes each one holds (docs/domain.md#candidates, categories). */
export const candidateLists = {
  direct_indirect: ['DIRECT', 'INDIRECT'],
  administratives: ['ADMINISTRATIVE', 'MANAGERIAL'],
} as const;

export type CandidateListKind = keyof typeof candidateLists;

/** GET categories/ narrowed to the codes of one list (ids resolved by code). */
export function useCandidateCategories(kind: CandidateListKind) {
  const query = useResourceOptions(resources.categories, { ordering: 'code' });
  const codes: readonly string[] = candidateLists[kind];
  const categories = (query.data ?? []).filter((category) => codes.includes(category.code));
  return { categories, isLoading: query.isLoading, isError: query.isError };
}
