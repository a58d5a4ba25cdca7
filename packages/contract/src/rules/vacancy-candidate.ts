import type { CloseStatus } from '../entities/requirement-actions';
import type { FollowUpStatus } from '../enums';
import { type BulkStatus, bulkStatuses, canMove } from './follow-up';

/**
 * Closing a candidate of a vacancy (docs/decisions.md, "Vacancy candidates (issue 14)"): the direct
 * process's transitions, once viability is answered; a candidate answered not viable can only be
 * rejected or marked as not attended. Drafts are never closed. The server's `close_candidate/`
 * refuses (409) what this does not allow; the screens offer only what it allows.
 */
export type VacancyCloseState = { status: FollowUpStatus; is_viable: boolean | null; is_draft: boolean };

/** Statuses a candidate answered not viable may still move to. */
export const notViableCloseStatuses = ['Rejected', 'NotAttend'] as const satisfies readonly CloseStatus[];

/** Why a vacancy candidate cannot be closed at all right now, or null when it can. */
export function vacancyCloseBlock(row: VacancyCloseState): 'draft' | 'viability' | null {
  if (row.is_draft) return 'draft';
  if (row.is_viable === null) return 'viability';
  return null;
}

/** True when this vacancy candidate may move to `to` (transition, viability, not a draft). */
export function canCloseVacancyCandidate(row: VacancyCloseState, to: CloseStatus): boolean {
  if (row.is_draft || !canMove(row.status, to)) return false;
  if (row.is_viable === false) return (notViableCloseStatuses as readonly CloseStatus[]).includes(to);
  return true;
}

/**
 * "Close selected" on a vacancy's candidates: a row can be selected while it can be closed at all
 * (not a draft, viability answered) and some bulk status is open to it.
 */
export function isVacancyCandidateSelectable(row: VacancyCloseState): boolean {
  if (vacancyCloseBlock(row) !== null) return false;
  return bulkStatuses.some((to) => canCloseVacancyCandidate(row, to));
}

/** The bulk statuses every selected vacancy candidate allows (empty when nothing is selected). */
export function vacancyBulkStatusesFor(rows: readonly VacancyCloseState[]): BulkStatus[] {
  if (rows.length === 0) return [];
  return bulkStatuses.filter((to) =>
    rows.every((row) => vacancyCloseBlock(row) === null && canCloseVacancyCandidate(row, to)),
  );
}
