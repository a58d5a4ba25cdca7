/** What a comment or document is about: the requirement, or one candidate's assignment in it. */
export type NotesTarget = { requeriment: number; candidate?: number };

/**
 * Query parameters of a notes list: every note of the requirement (its candidates' too), or only
 * one candidate's when `candidate` is given.
 */
export function notesFilter({ requeriment, candidate }: NotesTarget): Record<string, number> {
  return candidate === undefined ? { requeriment } : { requeriment, candidate };
}

/** The target fields a new note is created with: the requirement, and the candidate when it is about one. */
export function notesBody({ requeriment, candidate }: NotesTarget): {
  requeriment: number;
  candidate: number | null;
} {
  return { requeriment, candidate: candidate ?? null };
}

/** Candidate id → name, from the requirement's assignments (a candidate may appear in several). */
export function candidateNames(
  assignments: readonly { candidate: number; candidate_name: string }[],
): Map<number, string> {
  const names = new Map<number, string>();
  for (const row of assignments) if (!names.has(row.candidate)) names.set(row.candidate, row.candidate_name);
  return names;
}

/** Does any note belong to a candidate (so their names are worth fetching)? */
export const hasCandidateNotes = (rows: readonly { candidate: number | null }[]) =>
  rows.some((row) => row.candidate != null);
