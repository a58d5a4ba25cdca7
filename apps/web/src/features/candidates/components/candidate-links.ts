import { paths } from '@rp/contract';
import type { CandidateListKind } from '../api/get-candidate-categories';

/** Links of one list's pages (docs/domain.md#pages-menu-and-the-browser). */
export const candidateListHref = (kind: CandidateListKind) =>
  kind === 'direct_indirect'
    ? paths['database-direct_indirect'].href()
    : paths['database-administratives'].href();

export const candidateNewHref = (kind: CandidateListKind) =>
  kind === 'direct_indirect'
    ? paths['database-direct_indirect-new'].href()
    : paths['database-administratives-new'].href();

export const candidateHref = (kind: CandidateListKind, id: number) =>
  kind === 'direct_indirect'
    ? paths['database-direct_indirect-id_candidate'].href({ id_candidate: id })
    : paths['database-administratives-id_candidate'].href({ id_candidate: id });
