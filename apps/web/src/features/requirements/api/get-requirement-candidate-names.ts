import type { RequerimentCandidate } from '@rp/contract/entities';
import { useMemo } from 'react';
import { useResourceOptions } from '../../../lib/resource-hooks';
import { candidateNames } from './notes-target';

/**
 * GET requeriment-candidates/?requeriment_id=ID (unpaged): the names of the candidates assigned to
 * the requirement, to label the comments and documents on their assignments. Fetched only when
 * `enabled` (some note belongs to a candidate).
 */
export function useRequirementCandidateNames(requeriment: number, enabled: boolean) {
  const query = useResourceOptions<RequerimentCandidate>(
    'requeriment-candidates/',
    { requeriment_id: requeriment },
    enabled,
  );
  return useMemo(() => candidateNames(query.data ?? []), [query.data]);
}
