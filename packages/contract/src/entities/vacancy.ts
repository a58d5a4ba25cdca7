import { z } from 'zod';
import { genders, vacancyStatuses, vacancyTypes } from '../enums';
import { dateSchema, decimalNumber, fkSchema, idSchema, timestampSchema } from './common';

/** A money amount as stored (numeric 12,2): more than two decimals is refused, not rounded. */
export const moneySchema = decimalNumber(2).nonnegative().max(9_999_999_999.99);

/** Read shape: what the API returns. */
export const vacancySchema = z.object({
  id: idSchema,
  code: z.string().nullable(),
  status: z.enum(vacancyStatuses),
  vacancy_type: z.enum(vacancyTypes),
  company: z.number(),
  request_by: z.number().nullable(),
  current_status: z.number().nullable(),
  requisitor_name: z.string().nullable(),
  requisitor_email: z.string().nullable(),
  category: z.number(),
  position: z.string(),
  expected_date: z.string().nullable(),
  salary_type: z.number().nullable(),
  salary_from: z.number().nullable(),
  salary_to: z.number().nullable(),
  quantity: z.number().int(),
  hired: z.number().int(),
  plant: z.string().nullable(),
  department: z.number().nullable(),
  shift_description: z.string().nullable(),
  type_hiring: z.string().nullable(),
  temporal_time: z.string().nullable(),
  reason: z.number().nullable(),
  employee_substitution: z.string().nullable(),
  is_foreign: z.boolean(),
  is_confidential: z.boolean(),
  experience: z.string().nullable(),
  responsabilities: z.string().nullable(),
  additional_comments: z.string().nullable(),
  scholar_level: z.number().nullable(),
  scholar_speciality: z.string().nullable(),
  english_level: z.number().nullable(),
  require_visa: z.boolean(),
  require_passport: z.boolean(),
  is_deleted: z.boolean(),
  recruiter: z.number().nullable(),
  hr_manager: z.number().nullable(),
  program_manager: z.number().nullable(),
  total_candidates: z.number().int(),
  hired_candidates: z.number().int(),
  genre: z.enum(genders),
  empty_email: z.boolean(),
  empty_name: z.boolean(),
  review_resources: z.boolean(),
  system_date: timestampSchema,
  approved_at: timestampSchema.nullable(),
  recruited_at: timestampSchema.nullable(),
  closed_at: timestampSchema.nullable(),
  cancel_reason: z.string().nullable(),
  cancel_user: z.number().nullable(),
  cancel_at: timestampSchema.nullable(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
  /** Derived at read time (not a column): days from creation to close/cancel, or to today. */
  days_open: z.number().int(),
  /** Derived: the company's name (Spanish and English). */
  company_name: z.string().nullable(),
  company_name_en: z.string().nullable(),
  /** Derived: the working stage's name (a VacancyStatus name, an English key translated on screen). */
  stage_name: z.string().nullable(),
  /** Derived: approvers of the vacancy, and how many have approved (the list's "2/3"). */
  approvals_total: z.number().int(),
  approvals_done: z.number().int(),
  /** Derived: the recruiter's and the requester's display names. */
  recruiter_name: z.string().nullable(),
  request_by_name: z.string().nullable(),
  /** Derived: still open (New or Pending) after its expected date. */
  is_past_due: z.boolean(),
});

/** The writable business fields. */
const vacancyInput = z.object({
  company: fkSchema,
  vacancy_type: z.enum(vacancyTypes),
  category: fkSchema,
  position: z.string().trim().min(1).max(255),
  expected_date: dateSchema.nullish(),
  /** Catalog classification 7. */
  salary_type: fkSchema.nullish(),
  salary_from: moneySchema.positive(),
  salary_to: moneySchema.positive(),
  quantity: z.number().int().min(1).max(9999).optional(),
  plant: z.string().trim().max(150).nullish(),
  department: fkSchema.nullish(),
  shift_description: z.string().trim().max(255).nullish(),
  type_hiring: z.string().trim().max(60).nullish(),
  temporal_time: z.string().trim().max(60).nullish(),
  /** Catalog classification 1. */
  reason: fkSchema.nullish(),
  employee_substitution: z.string().trim().max(255).nullish(),
  is_foreign: z.boolean().optional(),
  is_confidential: z.boolean().optional(),
  experience: z.string().trim().max(5000).nullish(),
  responsabilities: z.string().trim().max(5000).nullish(),
  additional_comments: z.string().trim().max(5000).nullish(),
  /** Catalog classification 2. */
  scholar_level: fkSchema.nullish(),
  scholar_speciality: z.string().trim().max(255).nullish(),
  /** Catalog classification 8. */
  english_level: fkSchema.nullish(),
  require_visa: z.boolean().optional(),
  require_passport: z.boolean().optional(),
  genre: z.enum(genders).optional(),
  requisitor_name: z.string().trim().max(150).nullish(),
  requisitor_email: z.email().max(254).nullish(),
  recruiter: fkSchema.nullish(),
  hr_manager: fkSchema.nullish(),
  program_manager: fkSchema.nullish(),
  review_resources: z.boolean().optional(),
});

/** salary_to is not below salary_from (checked when both are present). */
const salaryInRange = (value: { salary_from?: number | null; salary_to?: number | null }) =>
  value.salary_from == null || value.salary_to == null || value.salary_to >= value.salary_from;
const salaryMessage = { message: 'validation.salary_range', path: ['salary_to'] };

/** Create input: only the fields a client may write. */
export const vacancyCreateSchema = vacancyInput.refine(salaryInRange, salaryMessage);

/**
 * Update input: every create field optional (fields not sent stay as they are). When only one
 * salary bound is sent, the server checks the range against the stored other bound.
 */
export const vacancyUpdateSchema = vacancyInput.partial().refine(salaryInRange, salaryMessage);

export type Vacancy = z.infer<typeof vacancySchema>;
export type VacancyCreate = z.infer<typeof vacancyCreateSchema>;
export type VacancyUpdate = z.infer<typeof vacancyUpdateSchema>;
