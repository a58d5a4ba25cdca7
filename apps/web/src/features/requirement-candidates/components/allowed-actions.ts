import type { CloseStatus } from '@rp/contract/entities';
import type { FollowUpStatus, RequirementStatus } from '@rp/contract/enums';
import {
  hasPermission,
  type PermissionHolder,
  type RequirementCandidateAction,
  requirementCandidatePermissions,
} from '@rp/contract/permissions';

/** What can be done to one assignment (design §5). */
export type FollowUpAction = 'accept' | 'reject' | 'hire' | 'not_attend' | 'reassign' | 'delete' | 'medical';

/** Statuses after which an assignment never changes again; its candidate may be re-assigned. */
export const finalStatuses: readonly FollowUpStatus[] = ['Hired', 'Rejected', 'NotAttend'];

export const isFinalStatus = (status: FollowUpStatus) => finalStatuses.includes(status);

const actionsByStatus: Record<FollowUpStatus, readonly FollowUpAction[]> = {
  // Pending (In progress) → Accepted | Rejected | NotAttend (interview); only Pending can be removed.
  Pending: ['accept', 'reject', 'not_attend', 'delete', 'medical'],
  // Accepted → Hired | NotAttend (hiring, via not_attend_from_accepted) | Rejected.
  Accepted: ['hire', 'reject', 'not_attend', 'medical'],
  // Final: no transition; the candidate can be re-assigned to another position. The medical
  // service stays editable in every status (it records an exam, not a step of the process).
  Hired: ['reassign', 'medical'],
  Rejected: ['reassign', 'medical'],
  NotAttend: ['reassign', 'medical'],
};

/** The actions a row offers, in menu order. */
export function allowedActions(status: FollowUpStatus): readonly FollowUpAction[] {
  return actionsByStatus[status];
}

export const canDo = (status: FollowUpStatus, action: FollowUpAction) =>
  actionsByStatus[status].includes(action);

/** The API call behind each row action, whose permission the server checks (contract). */
const callOf: Record<FollowUpAction, RequirementCandidateAction> = {
  accept: 'close_candidate',
  reject: 'close_candidate',
  hire: 'close_candidate',
  not_attend: 'close_candidate',
  reassign: 'assign_from_status',
  delete: 'delete_candidate',
  medical: 'update_medical_service',
};

/** True when the user holds the permission of a follow-up call (superusers pass). */
export const mayCall = (user: PermissionHolder | null, call: RequirementCandidateAction) =>
  hasPermission(user, requirementCandidatePermissions[call]);

/** The actions a row offers this user: what its status allows and the user's permissions grant. */
export function permittedActions(status: FollowUpStatus, user: PermissionHolder | null): FollowUpAction[] {
  return allowedActions(status).filter((action) => mayCall(user, callOf[action]));
}

/** Did-not-attend: from Pending it is an interview no-show (close_candidate), from Accepted a hiring one. */
export function notAttendCall(status: FollowUpStatus): 'close_candidate' | 'not_attend_from_accepted' | null {
  if (status === 'Pending') return 'close_candidate';
  if (status === 'Accepted') return 'not_attend_from_accepted';
  return null;
}

/** Statuses "Close selected" may move assignments to (hiring is one by one: each needs an employee number). */
export const bulkStatuses = ['Accepted', 'Rejected', 'NotAttend'] as const satisfies readonly CloseStatus[];
export type BulkStatus = (typeof bulkStatuses)[number];

const bulkByStatus: Record<FollowUpStatus, readonly BulkStatus[]> = {
  Pending: ['Accepted', 'Rejected', 'NotAttend'],
  Accepted: ['Rejected', 'NotAttend'],
  Hired: [],
  Rejected: [],
  NotAttend: [],
};

/** A row can be selected for "Close selected" while it is still open. */
export const isSelectable = (status: FollowUpStatus) => bulkByStatus[status].length > 0;

/** The target statuses every selected row allows (empty when nothing is selected). */
export function bulkStatusesFor(statuses: readonly FollowUpStatus[]): BulkStatus[] {
  if (statuses.length === 0) return [];
  return bulkStatuses.filter((target) => statuses.every((status) => bulkByStatus[status].includes(target)));
}

/** New assignments go only to requirements that are still open. */
export const takesCandidates = (status: RequirementStatus) =>
  status === 'New' || status === 'Approved' || status === 'Recruiting';

/** Colours of the status boxes and badges (spec §2: pending, accepted, rejected, hired, not attend). */
export const statusColors: Record<FollowUpStatus, string> = {
  Pending: 'yellow',
  Accepted: 'blue',
  Rejected: 'red',
  Hired: 'green',
  NotAttend: 'gray',
};

/** Medical statuses: NULL is shown `no_required`. */
export const medicalColors: Record<string, string> = {
  pending: 'yellow',
  not_required: 'gray',
  recommended: 'green',
  not_recommended: 'red',
  conditioned: 'orange',
  no_required: 'gray',
};
