import { isOneOf } from '@rp/contract/enums';
import { resources } from '@rp/contract/resources';
import { useResourceOptions } from '../../../lib/resource-hooks';

/** The two candidate lists and the category codes each one holds (docs/domain.md#candidates, categories). */
export const candidateLists = {
  direct_indirect: ['DIRECT', 'INDIRECT'],
  administratives: ['ADMINISTRATIVE', 'MANAGERIAL'],
} as const;

export type CandidateListKind = keyof typeof candidateLists;

/** The list that holds the candidates of a category code (null for a code of neither). */
export function candidateListOf(code: string): CandidateListKind | null {
  const kinds = Object.keys(candidateLists) as CandidateListKind[];
  return kinds.find((kind) => isOneOf(candidateLists[kind], code)) ?? null;
}

/**
 * GET categories/ narrowed to the codes of one list (ids resolved by code), and `listOf`: the list
 * of any category id (null while loading or for a category of neither).
 */
export function useCandidateCategories(kind: CandidateListKind) {
  const query = useResourceOptions(resources.categories, { ordering: 'code' });
  const all = query.data ?? [];
  const codes: readonly string[] = candidateLists[kind];
  const categories = all.filter((category) => codes.includes(category.code));
  const listOf = (id: number | null): CandidateListKind | null => {
    const code = all.find((category) => category.id === id)?.code;
    return code ? candidateListOf(code) : null;
  };
  return { categories, listOf, isLoading: query.isLoading, isError: query.isError };
}
