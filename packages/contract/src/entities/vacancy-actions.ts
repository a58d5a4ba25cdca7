import { z } from 'zod';
import { genders, vacancyStatuses, vacancyTypes } from '../enums';
import { fkSchema, timestampSchema } from './common';
import { techResourceSchema } from './tech-resource';
import { vacancyLogSchema } from './vacancy-log';

/**
 * Bodies and answers of the administrative process's actions (docs/domain.md#vacancy-status-and-stage), under
 * `api/vacancies/` and `api/tech-resources/`.
 */

/** `send_emails/`, `close_vacancy/` (*added*), `get_timeline/`: one vacancy. */
export const vacancyIdBody = z.object({ id: fkSchema });

/** `cancel_vacancy/ {id, cancel_reason}`: the reason is required. */
export const cancelVacancyBody = z.object({
  id: fkSchema,
  cancel_reason: z.string().trim().min(1, { message: 'validation.required' }).max(1000),
});

/** `notify_single_approval/ {id}`: the VacancyApproval id whose approver gets a new key by mail. */
export const approvalIdBody = z.object({ id: fkSchema });

/** An approval key as mailed (URL-safe, at least 128 random bits). */
export const approvalKeySchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{22,128}$/, { message: 'validation.invalid_key' });

/** `get_vacancy_from_key/ {key}`. */
export const approvalKeyBody = z.object({ key: approvalKeySchema });

/** `approve/ {key, comment?}`. */
export const approveBody = z.object({
  key: approvalKeySchema,
  comment: z.string().trim().max(2000).nullish(),
});

/** `decline/ {key, comment}` (*added*): the comment is required. */
export const declineBody = z.object({
  key: approvalKeySchema,
  comment: z.string().trim().min(1, { message: 'validation.required' }).max(2000),
});

/** An answer that only says what happened, in the caller's language. */
export const detailResult = z.object({ detail: z.string() });

/** One approver as the approve page lists them: no e-mail, no key. */
export const publicApprovalSchema = z.object({
  full_name: z.string(),
  title: z.string().nullable(),
  approve_at: timestampSchema.nullable(),
  declined_at: timestampSchema.nullable(),
  /** This row is the key's own approval. */
  is_yours: z.boolean(),
});

/**
 * `get_vacancy_from_key/`: the vacancy's request fields with names instead of internal ids (in
 * the caller's language), and its approval list. Only a key that can still answer gets it (its
 * approval open, the vacancy waiting for approval); any other answers 409 with the reason alone.
 */
export const vacancyFromKeyResult = z.object({
  code: z.string().nullable(),
  vacancy_type: z.enum(vacancyTypes),
  status: z.enum(vacancyStatuses),
  stage: z.string().nullable(),
  company_name: z.string(),
  category_name: z.string().nullable(),
  position: z.string(),
  quantity: z.number().int(),
  expected_date: z.string().nullable(),
  salary_type_name: z.string().nullable(),
  salary_from: z.number().nullable(),
  salary_to: z.number().nullable(),
  department_name: z.string().nullable(),
  plant: z.string().nullable(),
  shift_description: z.string().nullable(),
  type_hiring: z.string().nullable(),
  temporal_time: z.string().nullable(),
  reason_name: z.string().nullable(),
  employee_substitution: z.string().nullable(),
  is_foreign: z.boolean(),
  is_confidential: z.boolean(),
  experience: z.string().nullable(),
  responsabilities: z.string().nullable(),
  additional_comments: z.string().nullable(),
  scholar_level_name: z.string().nullable(),
  scholar_speciality: z.string().nullable(),
  english_level_name: z.string().nullable(),
  require_visa: z.boolean(),
  require_passport: z.boolean(),
  genre: z.enum(genders),
  requisitor_name: z.string().nullable(),
  request_by_name: z.string().nullable(),
  created_at: timestampSchema,
  approvals: z.array(publicApprovalSchema),
});

/** `get_timeline/`: the vacancy's log rows, oldest first, with the stage each one reached. */
export const vacancyTimelineResult = z.array(vacancyLogSchema.extend({ stage: z.string().nullable() }));

/** `get_dashboard/ {vacancy_type?}`. */
export const vacancyDashboardBody = z.object({
  vacancy_type: z.enum(vacancyTypes).nullish(),
  /** The top bar's region: only vacancies of that region's companies. */
  region: fkSchema.nullish(),
});
export const vacancyDashboardResult = z.object({
  New: z.number().int(),
  Pending: z.number().int(),
  Complete: z.number().int(),
  Cancel: z.number().int(),
});

/** `get_distinct_positions/?vacancy_type&search`: titles already used, for suggestions. */
export const distinctPositionsQuery = z.object({
  vacancy_type: z.enum(vacancyTypes).optional(),
  search: z.string().trim().max(100).optional(),
});
export const distinctPositionsResult = z.array(z.string());

/** A catalog choice of the tech-resource settings (classifications 10 and 11). */
const choiceSchema = z.object({ id: z.number(), name: z.string() });

/** `tech-resources/get_settings/`: the choices and the two profile labels. */
export const techResourceSettingsResult = z.object({
  software: z.array(choiceSchema),
  systems: z.array(choiceSchema),
  profile_one_label: z.string(),
  profile_two_label: z.string(),
});

/** `tech-resources/get_resource/?vacancy`. */
export const techResourceQuery = z.object({ vacancy: fkSchema });

export type CancelVacancyBody = z.infer<typeof cancelVacancyBody>;
export type ApproveBody = z.infer<typeof approveBody>;
export type DeclineBody = z.infer<typeof declineBody>;
export type VacancyFromKey = z.infer<typeof vacancyFromKeyResult>;
export type VacancyTimelineEntry = z.infer<typeof vacancyTimelineResult>[number];
export type VacancyDashboard = z.infer<typeof vacancyDashboardResult>;
export type TechResourceSettings = z.infer<typeof techResourceSettingsResult>;

/** `get_resource/`: the vacancy's row, or an empty one (no id yet) when none was saved. */
export const techResourceOrEmpty = techResourceSchema.extend({
  id: z.number().nullable(),
  created_at: timestampSchema.nullable(),
  updated_at: timestampSchema.nullable(),
});
