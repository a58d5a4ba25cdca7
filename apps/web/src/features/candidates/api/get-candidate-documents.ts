import { isOneOf } from '@rp/contract/enums';
import { resources } from '@rp/contract/resources';
import { useResourceOptions, useSaveResource } from '../../../lib/resource-hooks';

export const candidateDocumentKinds = ['document', 'cv'] as const;
export type CandidateDocumentKind = (typeof candidateDocumentKinds)[number];
export const isCandidateDocumentKind = (value: string): value is CandidateDocumentKind =>
  isOneOf(candidateDocumentKinds, value);

export const candidateDocumentsParams = (candidate: number) => ({
  candidate,
  ordering: '-created_at' as const,
});

/** GET vacancy-documents/?candidate=ID (unpaged): the candidate's documents with their notes. */
export function useCandidateDocuments(candidate: number) {
  return useResourceOptions(resources['vacancy-documents'], candidateDocumentsParams(candidate));
}

/** POST vacancy-documents/ {candidate, document, notes} after the file is in file-records/. */
export const useSaveCandidateDocument = () => useSaveResource(resources['vacancy-documents']);
