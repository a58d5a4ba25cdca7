/** Enumerations (docs/domain.md#statuses-and-transitions), stored and sent exactly as written here. */

/**
 * Whether a value read as text (an address, a select, a stored name) is one of a list's members —
 * a status, a type, a code —, narrowed to the list's type: the one guard for every such list.
 */
export const isOneOf = <T extends string>(list: readonly T[], value: string | null | undefined): value is T =>
  value !== null && value !== undefined && (list as readonly string[]).includes(value);

export const requirementStatuses = ['New', 'Approved', 'Recruiting', 'Closed', 'Cancel'] as const;
export const vacancyStatuses = ['New', 'Pending', 'Complete', 'Cancel'] as const;
export const candidateStatuses = ['Active', 'Inactive'] as const;
/** RequirementCandidate.status and VacancyCandidate.status ("Pending" is shown "In progress"). */
export const followUpStatuses = ['Pending', 'Accepted', 'Rejected', 'Hired', 'NotAttend'] as const;
/**
 * A public application that matched a known candidate (docs/decisions.md 'Public applications never
 * write to a known candidate'): waiting for a recruiter, merged into that candidate, or kept apart as
 * a new candidate.
 */
export const applicationResolutions = ['pending', 'merged', 'separate'] as const;
export type ApplicationResolution = (typeof applicationResolutions)[number];
/** The person's data as the applicant typed it, field by field (what a merge may take). */
export const applicationFields = [
  'names',
  'last_name',
  'second_name',
  'curp',
  'rfc',
  'email',
  'phone_number',
  'birthdate',
  'city',
  'state',
] as const;
export type ApplicationField = (typeof applicationFields)[number];
/** NULL means unset and is shown `no_required`. */
export const medicalStatuses = [
  'pending',
  'not_required',
  'recommended',
  'not_recommended',
  'conditioned',
] as const;
export const typesNotAttend = ['interview', 'hiring'] as const;
/** RequirementItem.gender and Vacancy.genre. */
export const genders = ['any', 'male', 'female'] as const;
/** Candidate.genre. */
export const candidateGenres = ['Male', 'Female'] as const;
/** Vacancy.vacancy_type and DefaultApproval.approval_type. */
export const vacancyTypes = ['clients', 'shelter', 'shelter_indirect'] as const;
export const categoryCodes = ['DIRECT', 'INDIRECT', 'ADMINISTRATIVE', 'MANAGERIAL'] as const;
/** MailOutbox.status (docs/domain.md#mail-outbox): waiting for delivery, delivered, given up after the last attempt. */
export const mailStatuses = ['queued', 'sent', 'failed'] as const;
/**
 * AuditLog.action (docs/domain.md#audit-log): sign-ins, failed sign-ins, role and user access changes,
 * user disable/reactivate, exports of candidate data.
 */
export const auditActions = [
  'login',
  'login_failed',
  'role_created',
  'role_updated',
  'role_deleted',
  'user_access_changed',
  'user_disabled',
  'user_reactivated',
  'candidates_exported',
  'application_merged',
  'application_separated',
  'candidate_imported',
  'candidate_import_undone',
] as const;
export const roleShorts = [
  'recruiter',
  'requester',
  'hiring_manager',
  'hr_manager',
  'program_manager',
  'medical',
  'op_machine',
] as const;

/** Catalog classification ids (docs/domain.md#formats-and-constants). */
export const clas = {
  vacancyReasons: 1,
  scholarLevel: 2,
  shiftType: 3,
  recruitType: 4,
  blackListReasons: 5,
  rejectReasons: 6,
  salaryType: 7,
  englishLevels: 8,
  recruitmentSource: 9,
  /** Tech resources (docs/decisions.md#administrative-process-issue-13): software choices, systems, the two profile labels. */
  techSoftware: 10,
  techSystems: 11,
  techProfiles: 12,
} as const;

/** Catalog-6 reason the server gives open assignments of a cancelled requirement (not picked by users). */
export const reqCanceledReasonCode = 'REQ_CANCELED';
/** Catalog-6 reason the server gives candidates still in progress when every position is hired. */
export const reqCoveredReasonCode = 'REQ_COVERED';
/** Catalog-6 reason the server gives the open assignments it ends when the candidate is blacklisted. */
export const blacklistedReasonCode = 'BLACKLISTED';
/** Reasons users do not pick: the server sets them. */
export const systemRejectReasonCodes: readonly string[] = [
  reqCanceledReasonCode,
  reqCoveredReasonCode,
  blacklistedReasonCode,
];

export type RequirementStatus = (typeof requirementStatuses)[number];
export type VacancyStatus = (typeof vacancyStatuses)[number];
export type FollowUpStatus = (typeof followUpStatuses)[number];
export type MedicalStatus = (typeof medicalStatuses)[number];
export type VacancyType = (typeof vacancyTypes)[number];
export type CategoryCode = (typeof categoryCodes)[number];
export type RoleShort = (typeof roleShorts)[number];
