import { z } from 'zod';
import { followUpStatuses, medicalStatuses, requirementStatuses, typesNotAttend } from '../enums';
import { dateSchema, fkSchema, queryInt } from './common';
import { timeOfDaySchema } from './requirement-candidate';

/**
 * Bodies and answers of the direct process's actions (docs/domain.md#statuses-and-transitions). Requirement actions live under
 * `api/requeriments/`, follow-up actions under `api/requeriment-candidates/`.
 */

/** `approve_requeriment/`, `close_requeriment/` (*added*). */
export const requirementIdBody = z.object({ id: fkSchema });

/** `cancel_requeriment/ {id, cancel_reason}`: the reason is required. */
export const cancelRequirementBody = z.object({
  id: fkSchema,
  cancel_reason: z.string().trim().min(1, { message: 'validation.required' }).max(1000),
});

/** `assign_candidate/`: a candidate to a requirement item (`requeriment`) with an interview appointment. */
export const assignCandidateBody = z.object({
  requeriment: fkSchema,
  candidate: fkSchema,
  interview_date: dateSchema,
  interview_time: timeOfDaySchema,
});

/** `assign_from_status/`: the candidate of assignment `id` to another item, as a new assignment. */
export const assignFromStatusBody = z.object({
  id: fkSchema,
  requeriment: fkSchema,
  interview_date: dateSchema,
  interview_time: timeOfDaySchema,
});

/** Statuses `close_candidate/` moves an assignment to. */
export const closeStatuses = ['Accepted', 'Rejected', 'Hired', 'NotAttend'] as const;
export type CloseStatus = (typeof closeStatuses)[number];

const closeFields = {
  status: z.enum(closeStatuses),
  /** Catalog 6 (reject reasons): required when rejecting. */
  reject_reason: fkSchema.nullish(),
  /** Required when hiring; saved as the candidate's employee_code (unique). */
  employee_code: z.string().trim().max(30).nullish(),
  /** NotAttend: `interview` from Pending, `hiring` from Accepted (the default follows the status left). */
  type_not_attend: z.enum(typesNotAttend).nullish(),
  follow_up: z.string().trim().max(5000).nullish(),
};

type CloseFields = { status: CloseStatus; reject_reason?: number | null; employee_code?: string | null };

/** Rejecting needs a reason; hiring needs the employee number ("please enter the employee number"). */
function requireCloseFields(value: CloseFields, ctx: z.RefinementCtx) {
  if (value.status === 'Rejected' && value.reject_reason == null)
    ctx.addIssue({ code: 'custom', path: ['reject_reason'], message: 'validation.reject_reason_required' });
  if (value.status === 'Hired' && !value.employee_code)
    ctx.addIssue({ code: 'custom', path: ['employee_code'], message: 'validation.employee_code_required' });
}

/** `close_candidate/ {id, status, reject_reason?, employee_code?, type_not_attend?, follow_up?}`. */
export const closeCandidateBody = z.object({ id: fkSchema, ...closeFields }).superRefine(requireCloseFields);

/**
 * `close_massive_candidate/ {ids, status, …}` → `{updated: N}`. All or nothing: one assignment that
 * cannot move refuses the whole call (409 naming it). Hiring takes one employee number per candidate,
 * so it is done one by one (400 on `status`).
 */
export const closeMassiveCandidateBody = z
  .object({ ids: z.array(fkSchema).min(1).max(200), ...closeFields })
  .superRefine((value, ctx) => {
    if (value.status === 'Hired')
      ctx.addIssue({ code: 'custom', path: ['status'], message: 'validation.hire_one_by_one' });
    requireCloseFields(value, ctx);
  });
export const closeMassiveCandidateResult = z.object({ updated: z.number().int() });

/** `not_attend_from_accepted/ {id}`, `delete_candidate/ {id}`. */
export const requirementCandidateIdBody = z.object({ id: fkSchema });

/** `update_medical_service/ {id, require_medical?, medical_status, medical_notes}` (null = unset). */
export const updateMedicalServiceBody = z.object({
  id: fkSchema,
  require_medical: z.boolean().optional(),
  medical_status: z.enum(medicalStatuses).nullable(),
  medical_notes: z.string().trim().max(5000).nullish(),
});

/** Filters shared by the summary, the counts and the follow-up lists. */
const intParam = queryInt(z.number().int().positive().max(2147483647));
export const requirementFiltersQuery = z.object({
  year: queryInt(z.number().int().min(2000).max(2100)).optional(),
  week: queryInt(z.number().int().min(1).max(53)).optional(),
  company: intParam.optional(),
  site: intParam.optional(),
  /** A requirement id. */
  requeriment: intParam.optional(),
  region: intParam.optional(),
});
export type RequirementFilters = z.infer<typeof requirementFiltersQuery>;

/** `get_weekly_summary/?year&week[&company][&site]` (week optional: every week of the year). */
export const weeklySummaryQuery = requirementFiltersQuery.omit({ requeriment: true }).extend({
  year: queryInt(z.number().int().min(2000).max(2100)),
});
export type WeeklySummaryQuery = z.infer<typeof weeklySummaryQuery>;

/**
 * One row per company and week (docs/domain.md#weekly-summary). Every count but `canceled` is over
 * the requirements that are not cancelled (`total_positions` is the requested positions);
 * `canceled` is the positions of the cancelled ones; `fill_rate` = hired ÷ total_positions × 100
 * with one decimal, null without requested positions (`fillRate` in
 * rules/summary.ts, which also sums rows into a totals row from these counts).
 */
export const weeklySummaryRow = z.object({
  company: z.number(),
  company_name: z.string(),
  year: z.number().int(),
  week: z.number().int(),
  total_positions: z.number().int(),
  accepted: z.number().int(),
  hired: z.number().int(),
  rejected: z.number().int(),
  not_attend: z.number().int(),
  open: z.number().int(),
  canceled: z.number().int(),
  fill_rate: z.number().nullable(),
});
export type WeeklySummaryRow = z.infer<typeof weeklySummaryRow>;

/** `get_summary_status/?…filters` → assignments per follow-up status. */
export const summaryStatusResult = z.object(
  Object.fromEntries(followUpStatuses.map((s) => [s, z.number().int()])) as Record<
    (typeof followUpStatuses)[number],
    z.ZodNumber
  >,
);
export type SummaryStatus = z.infer<typeof summaryStatusResult>;

const named = z.object({ id: z.number(), name: z.string() });
/** `get_filters/` → the values present in the data the user sees. */
export const requirementFiltersResult = z.object({
  years: z.array(z.number().int()),
  weeks: z.array(z.number().int()),
  companies: z.array(named),
  sites: z.array(named.extend({ company: z.number() })),
  statuses: z.array(z.enum(requirementStatuses)),
});
export type RequirementFiltersResult = z.infer<typeof requirementFiltersResult>;

/** `check_pendings/?company` → requirements of the company that still have open positions. */
export const checkPendingsQuery = z.object({ company: intParam });
export const checkPendingsResult = z.object({
  pendings: z.number().int(),
  requeriments: z.array(
    z.object({
      id: z.number(),
      code: z.string().nullable(),
      requeriment_date: z.string(),
      open_positions: z.number().int(),
    }),
  ),
});
export type CheckPendingsResult = z.infer<typeof checkPendingsResult>;

/** Status codes the follow-up pages list, by page. */
export const followUpPages = {
  progress: 'Pending',
  accepted: 'Accepted',
  hired: 'Hired',
  not_attends: 'NotAttend',
  rejected: 'Rejected',
} as const;

export type RequirementIdBody = z.infer<typeof requirementIdBody>;
export type CancelRequirementBody = z.infer<typeof cancelRequirementBody>;
export type AssignCandidateBody = z.infer<typeof assignCandidateBody>;
export type AssignFromStatusBody = z.infer<typeof assignFromStatusBody>;
export type CloseCandidateBody = z.infer<typeof closeCandidateBody>;
export type CloseMassiveCandidateBody = z.infer<typeof closeMassiveCandidateBody>;
export type UpdateMedicalServiceBody = z.infer<typeof updateMedicalServiceBody>;
