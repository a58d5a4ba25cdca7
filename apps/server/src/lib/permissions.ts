import {
  hasPermission,
  type PermissionShort,
  type RequirementCandidateAction,
  requirementCandidatePermissions,
  type VacancyCandidateAction,
  vacancyCandidatePermissions,
} from '@rp/contract';
import type { Actor } from '../context';
import { ApiError, term } from './errors';

/**
 * 403 unless the user holds the permission an action needs (docs/domain.md#statuses-and-transitions; superusers pass). Page
 * routes say which screens a user opens; permissions say what it may do there.
 */
export function assertCandidateAction(actor: Actor, action: RequirementCandidateAction) {
  assertPermission(actor, requirementCandidatePermissions[action]);
}

/** The same for an action on candidates of a vacancy. */
export function assertVacancyCandidateAction(actor: Actor, action: VacancyCandidateAction) {
  assertPermission(actor, vacancyCandidatePermissions[action]);
}

/** 403 naming the permission unless the user holds it (an endpoint's `permission`, checked by `route()`). */
export function assertPermission(actor: Actor, permission: PermissionShort) {
  if (!hasPermission(actor, permission))
    throw new ApiError(403, 'errors.permission_required', {
      permission: term(`errors.permission_${permission}`),
    });
}
