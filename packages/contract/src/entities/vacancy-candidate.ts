import { z } from 'zod';
import { followUpStatuses, medicalStatuses, vacancyTypes } from '../enums';
import { dateSchema, fkSchema, idSchema, timestampSchema } from './common';
import { moneySchema } from './vacancy';

/** Read shape: what the API returns. */
export const vacancyCandidateSchema = z.object({
  id: idSchema,
  /** NULL until the user answers whether the candidate is viable. */
  is_viable: z.boolean().nullable(),
  candidate: z.number(),
  vacancy: z.number(),
  current_status: z.number().nullable(),
  status: z.enum(followUpStatuses),
  is_draft: z.boolean(),
  interview_date: dateSchema.nullable(),
  /** HH:MM */
  interview_time: z.string().nullable(),
  /** The day a hired person starts (*added*), with notes. */
  integration_date: dateSchema.nullable(),
  integration_notes: z.string().nullable(),
  created_by: z.number().nullable(),
  salary_offer: z.number().nullable(),
  follow_up: z.string().nullable(),
  follow_date: timestampSchema.nullable(),
  follow_user: z.number().nullable(),
  reject_reason: z.number().nullable(),
  hired_at: timestampSchema.nullable(),
  hired_user: z.number().nullable(),
  availability_schedule: z.string().nullable(),
  own_car: z.boolean().nullable(),
  english_level: z.number().nullable(),
  has_visa: z.boolean().nullable(),
  has_passport: z.boolean().nullable(),
  tecma_worker: z.boolean().nullable(),
  status_job: z.string().nullable(),
  last_jobstatus: z.string().nullable(),
  last_company: z.string().nullable(),
  last_company_position: z.string().nullable(),
  last_company_duration: z.string().nullable(),
  reason_for_new_job: z.string().nullable(),
  last_salary: z.number().nullable(),
  new_salary: z.number().nullable(),
  coupons: z.number().nullable(),
  bonus_punctuality: z.number().nullable(),
  bonus_attendance: z.number().nullable(),
  bonus_yearly: z.number().nullable(),
  bonus_gasoline: z.number().nullable(),
  bonus_christmas: z.boolean().nullable(),
  bonus_christmas_description: z.string().nullable(),
  bonus_vacations: z.boolean().nullable(),
  bonus_vacations_description: z.string().nullable(),
  insurance_major: z.boolean().nullable(),
  insurance_major_type: z.string().nullable(),
  insurance_minor: z.boolean().nullable(),
  insurance_minor_type: z.string().nullable(),
  insurance_life: z.boolean().nullable(),
  insurance_dental: z.boolean().nullable(),
  indexing: z.boolean().nullable(),
  plan_retirement: z.boolean().nullable(),
  save_box: z.boolean().nullable(),
  save_funds: z.boolean().nullable(),
  save_funds_description: z.string().nullable(),
  vacations: z.boolean().nullable(),
  vacations_description: z.string().nullable(),
  additional_days: z.number().int().nullable(),
  time_to_enter: z.string().nullable(),
  key_experience: z.string().nullable(),
  recruit_source: z.number().nullable(),
  require_medical: z.boolean(),
  medical_user: z.number().nullable(),
  /** NULL = unset, shown `no_required`. */
  medical_status: z.enum(medicalStatuses).nullable(),
  medical_date: timestampSchema.nullable(),
  medical_notes: z.string().nullable(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
  // derived by the server, for lists and the processing screen
  candidate_name: z.string().nullable(),
  candidate_curp: z.string().nullable(),
  candidate_email: z.string().nullable(),
  candidate_phone: z.string().nullable(),
  /** The working stage's name (an English key, translated on screen). */
  stage_name: z.string().nullable(),
  vacancy_code: z.string().nullable(),
  vacancy_position: z.string().nullable(),
  vacancy_type: z.enum(vacancyTypes).nullable(),
  /** The vacancy's company (its Spanish and English names), for lists across vacancies (the medical queue). */
  company_name: z.string().nullable(),
  company_name_en: z.string().nullable(),
  medical_user_name: z.string().nullable(),
  /** A known person's public application on this row waits for review (docs/decisions.md 'Public applications never write to a known candidate'). */
  has_pending_application: z.boolean(),
});

const text = (max: number) => z.string().trim().max(max).nullish();
const money = moneySchema.nullish();
const yesNo = z.boolean().nullish();

/** The interview and offer details a client may write (docs/api.md). */
const vacancyCandidateDetails = {
  is_viable: yesNo,
  salary_offer: money,
  // Interview
  availability_schedule: text(255),
  own_car: yesNo,
  /** Catalog classification 8. */
  english_level: fkSchema.nullish(),
  has_visa: yesNo,
  has_passport: yesNo,
  tecma_worker: yesNo,
  status_job: text(60),
  last_jobstatus: text(60),
  last_company: text(255),
  last_company_position: text(255),
  last_company_duration: text(60),
  reason_for_new_job: text(5000),
  last_salary: money,
  new_salary: money,
  // Offer
  coupons: money,
  bonus_punctuality: money,
  bonus_attendance: money,
  bonus_yearly: money,
  bonus_gasoline: money,
  bonus_christmas: yesNo,
  bonus_christmas_description: text(255),
  bonus_vacations: yesNo,
  bonus_vacations_description: text(255),
  insurance_major: yesNo,
  insurance_major_type: text(120),
  insurance_minor: yesNo,
  insurance_minor_type: text(120),
  insurance_life: yesNo,
  insurance_dental: yesNo,
  indexing: yesNo,
  plan_retirement: yesNo,
  save_box: yesNo,
  save_funds: yesNo,
  save_funds_description: text(255),
  vacations: yesNo,
  vacations_description: text(255),
  additional_days: z.number().int().min(0).max(365).nullish(),
  time_to_enter: text(120),
  key_experience: text(5000),
  /** Catalog classification 9. */
  recruit_source: fkSchema.nullish(),
};

/**
 * Create input: a candidate put in a vacancy, with the interview and offer details.
 * Status, stage, draft flag, follow-up, hiring and medical fields change only through actions.
 */
export const vacancyCandidateCreateSchema = z.object({
  vacancy: fkSchema,
  candidate: fkSchema,
  ...vacancyCandidateDetails,
});

/** Update input: every create field optional (fields not sent stay as they are). */
export const vacancyCandidateUpdateSchema = vacancyCandidateCreateSchema.partial();

export type VacancyCandidate = z.infer<typeof vacancyCandidateSchema>;
export type VacancyCandidateCreate = z.infer<typeof vacancyCandidateCreateSchema>;
export type VacancyCandidateUpdate = z.infer<typeof vacancyCandidateUpdateSchema>;
