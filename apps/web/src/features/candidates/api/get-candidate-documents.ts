import type { FileRecord } from '@rp/contract/entities';
import { useResourceOptions } from '../../../lib/resource-hooks';

export const candidateDocumentKinds = ['document', 'cv'] as const;
export type CandidateDocumentKind = (typeof candidateDocumentKinds)[number];

export const candidateDocumentsParams = (candidate: number) => ({
  owner_type: 'candidate',
  owner_id: candidate,
  kind__in: candidateDocumentKinds.join(','),
  ordering: '-created_at',
});

/** GET file-records/?owner_type=candidate&owner_id=ID&kind__in=document,cv (unpaged). */
export function useCandidateDocuments(candidate: number) {
  return useResourceOptions<FileRecord>('file-records/', candidateDocumentsParams(candidate));
}
