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

/** Props of the comments and documents panels: the requirement, and optionally one candidate's assignment in it. */
export type NotesPanelProps = {
  requirementId: number;
  candidateId?: number;
  /** No card and title around it (inside a tab that already names it). */
  bare?: boolean;
};

/** The target of a panel's notes. */
export const notesTargetOf = ({ requirementId, candidateId }: NotesPanelProps): NotesTarget => ({
  requeriment: requirementId,
  candidate: candidateId,
});
