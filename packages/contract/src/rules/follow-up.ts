import type { CloseStatus } from '../entities/requirement-actions';
import { type FollowUpStatus, isOneOf, type RequirementStatus } from '../enums';
import {
  hasPermission,
  type PermissionHolder,
  type RequirementCandidateAction,
  requirementCandidatePermissions,
} from '../permissions';

/**
 * The follow-up of an assignment (docs/domain.md#requirement-candidate-and-vacancy-candidate-the-follow-up):
 * which status may follow which, and what a row offers. The server refuses (409) every move this
 * table does not allow; the screens offer only the moves it allows. Hiring also passes the pre-hire
 * medical gate (`medicalBlocksHire` in permissions.ts, docs/domain.md#pre-hire-medical-gate).
 */

/** The statuses each status may move to; Hired, Rejected and NotAttend are final. */
export const followUpTransitions: Record<FollowUpStatus, readonly CloseStatus[]> = {
  // Pending (In progress) → Accepted | Rejected | NotAttend (an interview no-show)
  Pending: ['Accepted', 'Rejected', 'NotAttend'],
  // Accepted → Hired | NotAttend (a hiring no-show, not_attend_from_accepted/) | Rejected
  Accepted: ['Hired', 'NotAttend', 'Rejected'],
  Hired: [],
  Rejected: [],
  NotAttend: [],
};

/** True when an assignment in `from` may move to `to`. */
export const canMove = (from: FollowUpStatus, to: CloseStatus) => followUpTransitions[from].includes(to);

/** Hired, Rejected and NotAttend: the assignment never changes again; its candidate may be re-assigned. */
export const isFinalStatus = (status: FollowUpStatus) => followUpTransitions[status].length === 0;

/** Open assignments (at most one per candidate across both processes); only these are rescheduled. */
export const openFollowUpStatuses = ['Pending', 'Accepted'] as const satisfies readonly FollowUpStatus[];

export const isOpenAssignment = (status: FollowUpStatus) =>
  (openFollowUpStatuses as readonly FollowUpStatus[]).includes(status);

/** Assignments that count as accepted on their item and requirement: Accepted, and Hired (an accepted one hired). */
export const acceptedFollowUpStatuses = ['Accepted', 'Hired'] as const satisfies readonly FollowUpStatus[];

/** Only an assignment still in progress can be removed. */
export const isRemovable = (status: FollowUpStatus) => status === 'Pending';

/** Open requirements: New, Approved or Recruiting (docs/domain.md#requirement). */
export const openRequirementStatuses = [
  'New',
  'Approved',
  'Recruiting',
] as const satisfies readonly RequirementStatus[];

export const isOpenRequirement = (status: RequirementStatus | string): boolean =>
  isOneOf(openRequirementStatuses, status);

/** Assignments are made and moved only while their requirement is open. */
export const takesCandidates = isOpenRequirement;

/** What can be done to one assignment, in menu order. */
export const followUpActions = [
  'accept',
  'hire',
  'reject',
  'not_attend',
  'delete',
  'reassign',
  'medical',
] as const;
export type FollowUpAction = (typeof followUpActions)[number];

/** The status each closing action moves to. */
export const actionStatus = {
  accept: 'Accepted',
  hire: 'Hired',
  reject: 'Rejected',
  not_attend: 'NotAttend',
} as const satisfies Partial<Record<FollowUpAction, CloseStatus>>;

const isClosingAction = (action: FollowUpAction): action is keyof typeof actionStatus =>
  action in actionStatus;

/**
 * Whether a status offers an action: a closing action when the transition is allowed, removal while
 * Pending, re-assignment once final; the medical service in every status (it records an exam, not a
 * step of the process).
 */
export function canDo(status: FollowUpStatus, action: FollowUpAction): boolean {
  if (isClosingAction(action)) return canMove(status, actionStatus[action]);
  if (action === 'delete') return isRemovable(status);
  if (action === 'reassign') return isFinalStatus(status);
  return true;
}

/** The actions a row in this status offers, in menu order. */
export function allowedActions(status: FollowUpStatus): FollowUpAction[] {
  return followUpActions.filter((action) => canDo(status, action));
}

/** Did-not-attend: from Pending an interview no-show (close_candidate), from Accepted a hiring one. */
export function notAttendCall(status: FollowUpStatus): 'close_candidate' | 'not_attend_from_accepted' | null {
  if (status === 'Pending') return 'close_candidate';
  if (status === 'Accepted') return 'not_attend_from_accepted';
  return null;
}

/** `type_not_attend` follows from the status left, so it cannot contradict it. */
export const typeNotAttendFrom = (status: FollowUpStatus) => (status === 'Accepted' ? 'hiring' : 'interview');

/** The API call behind each row action, whose permission the server checks. */
export const actionCall: Record<FollowUpAction, RequirementCandidateAction> = {
  accept: 'close_candidate',
  hire: 'close_candidate',
  reject: 'close_candidate',
  not_attend: 'close_candidate',
  delete: 'delete_candidate',
  reassign: 'assign_from_status',
  medical: 'update_medical_service',
};

/** True when the user holds the permission of a follow-up call (superusers pass). */
export const mayCall = (user: PermissionHolder | null, call: RequirementCandidateAction) =>
  hasPermission(user, requirementCandidatePermissions[call]);

/** The actions a row offers this user: what its status allows and the user's permissions grant. */
export function permittedActions(status: FollowUpStatus, user: PermissionHolder | null): FollowUpAction[] {
  return allowedActions(status).filter((action) => mayCall(user, actionCall[action]));
}

/** Statuses "Close selected" may move assignments to (hiring is one by one: each needs an employee number). */
export const bulkStatuses = ['Accepted', 'Rejected', 'NotAttend'] as const satisfies readonly CloseStatus[];
export type BulkStatus = (typeof bulkStatuses)[number];

/** A row can be selected for "Close selected" while it can still move. */
export const isSelectable = (status: FollowUpStatus) =>
  bulkStatuses.some((target) => canMove(status, target));

/** The target statuses every selected row allows (empty when nothing is selected). */
export function bulkStatusesFor(statuses: readonly FollowUpStatus[]): BulkStatus[] {
  if (statuses.length === 0) return [];
  return bulkStatuses.filter((target) => statuses.every((status) => canMove(status, target)));
}
