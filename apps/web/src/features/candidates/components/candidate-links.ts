import { paths } from '@rp/contract';
import { useAuth } from '../../../lib/auth';
import { type CandidateListKind, useCandidateCategories } from '../api/get-candidate-categories';

/** Links of one list's pages (docs/domain.md#pages-menu-and-the-browser). */
export const candidateListHref = (kind: CandidateListKind) =>
  kind === 'direct_indirect'
    ? paths['database-direct_indirect'].href()
    : paths['database-administratives'].href();

export const candidateNewHref = (kind: CandidateListKind) =>
  kind === 'direct_indirect'
    ? paths['database-direct_indirect-new'].href()
    : paths['database-administratives-new'].href();

/** The candidate page of each list (its route name: who may open it). */
const candidatePage = {
  direct_indirect: paths['database-direct_indirect-id_candidate'],
  administratives: paths['database-administratives-id_candidate'],
} as const;

export const candidateHref = (kind: CandidateListKind, id: number) =>
  candidatePage[kind].href({ id_candidate: id });

export const candidatePageName = (kind: CandidateListKind) => candidatePage[kind].name;

/**
 * The candidate page of any candidate, in the list its category belongs to, or null (a category of
 * neither list, the categories still loading, a list the reader may not open): for lists of
 * candidates from both lists (the CV search of the curriculums page).
 */
export function useCandidateHref() {
  const { listOf } = useCandidateCategories('direct_indirect');
  const { canOpen } = useAuth();
  return (candidate: { id: number; category: number | null }) => {
    const list = listOf(candidate.category);
    return list && canOpen(candidatePageName(list)) ? candidateHref(list, candidate.id) : null;
  };
}
