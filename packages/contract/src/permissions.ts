import type { MedicalStatus } from './enums';

/**
 * Permission short codes the application knows (docs/domain.md#data-scope: matched by short code, like roles).
 * A user holds a permission directly (users.permissions) or through an active role's `permissions`
 * list; superusers hold every one. Page routes open screens; permissions allow actions on them.
 */
export const permissionShorts = [
  'export_data',
  'view_salaries',
  'manage_blacklist',
  'approve_vacancies',
  'cancel_requeriments',
  /** Assign, accept, reject, hire, no-show, bulk close, re-assign and remove requirement candidates. */
  'process_candidates',
  /** Record the medical service of a candidate (require_medical, status, notes). */
  'medical_service',
] as const;
export type PermissionShort = (typeof permissionShorts)[number];

/** The permission each follow-up action of the direct process needs (docs/domain.md#statuses-and-transitions). */
export const requirementCandidatePermissions = {
  assign_candidate: 'process_candidates',
  assign_from_status: 'process_candidates',
  close_candidate: 'process_candidates',
  close_massive_candidate: 'process_candidates',
  not_attend_from_accepted: 'process_candidates',
  delete_candidate: 'process_candidates',
  /** PUT requeriment-candidates/{id}/ (rescheduling the interview). */
  reschedule: 'process_candidates',
  update_medical_service: 'medical_service',
} as const satisfies Record<string, PermissionShort>;
export type RequirementCandidateAction = keyof typeof requirementCandidatePermissions;

/** The permission each action on candidates of a vacancy needs (the same two as the direct process). */
export const vacancyCandidatePermissions = {
  assign_candidate: 'process_candidates',
  save_draft_candidate: 'process_candidates',
  update_candidate_status: 'process_candidates',
  close_candidate: 'process_candidates',
  close_massive_candidate: 'process_candidates',
  update_require_medical: 'process_candidates',
  update_integration: 'process_candidates',
  upload_documents: 'process_candidates',
  review_application: 'process_candidates',
  update_medical_service: 'medical_service',
} as const satisfies Record<string, PermissionShort>;
export type VacancyCandidateAction = keyof typeof vacancyCandidatePermissions;

/** `permission_shorts` is the session user's effective list (its own and its roles'). */
export type PermissionHolder = { is_superuser: boolean; permission_shorts?: readonly string[] };

/** True when the user may act with this permission (superusers pass). */
export function hasPermission(user: PermissionHolder | null | undefined, short: PermissionShort): boolean {
  if (!user) return false;
  return user.is_superuser || (user.permission_shorts ?? []).includes(short);
}

/** The medical results that let a candidate who needs the exam be hired (docs/domain.md#pre-hire-medical-gate). */
export const medicalClearStatuses = [
  'recommended',
  'conditioned',
] as const satisfies readonly MedicalStatus[];

export type MedicalState = { require_medical: boolean; medical_status: MedicalStatus | null };

/**
 * Pre-hire gate (docs/domain.md#pre-hire-medical-gate, both processes): `Hired` is refused while the medical exam is required
 * and its result is not recommended or conditioned.
 */
export function medicalBlocksHire(state: MedicalState): boolean {
  if (!state.require_medical) return false;
  return !(medicalClearStatuses as readonly (MedicalStatus | null)[]).includes(state.medical_status);
}

/**
 * The medical status a screen shows (docs/domain.md#pre-hire-medical-gate): the stored result, or,
 * while none is recorded, `pending` when the exam is required (what the hire gate says) and
 * `no_required` when it is not. Badges, lists and exports read this, never `medical_status` alone.
 */
export function shownMedicalStatus(state: MedicalState): MedicalStatus | 'no_required' {
  return state.medical_status ?? (state.require_medical ? 'pending' : 'no_required');
}
