import { type IdentityDuplicates, identityDuplicatesSchema } from '@rp/contract/entities';
import { resources } from '@rp/contract/resources';
import { ApiError } from '../../../lib/api-client';
import { useSaveResource } from '../../../lib/resource-hooks';

/** One candidate sharing the e-mail or phone (the 409 of docs/domain.md#candidates). */
export type DuplicateMatch = {
  id: number;
  full_name: string;
  email: string | null;
  phone_number: string | null;
  curp: string | null;
};

/** The matches of a 409 duplicate_contact answer, or null for any other error. */
export function duplicateMatchesOf(error: unknown): DuplicateMatch[] | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const matches = error.data.matches;
  return Array.isArray(matches) ? (matches as DuplicateMatch[]) : null;
}

/**
 * The records an identity number clashes with (`duplicate_of` of a 400, docs/api.md#errors), or
 * null for any other error.
 */
export function identityDuplicatesOf(error: unknown): IdentityDuplicates | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const parsed = identityDuplicatesSchema.safeParse(error.data.duplicate_of);
  return parsed.success ? parsed.data : null;
}

/** POST candidates/ or PUT candidates/{id}/ with the fields of candidateCreateSchema. */
export const useSaveCandidate = () => useSaveResource(resources.candidates);
