import { z } from 'zod';
import { followUpStatuses, medicalStatuses, requirementStatuses, typesNotAttend } from '../enums';
import { dateSchema, fkSchema, idSchema, timestampSchema } from './common';

/** A time of day as HH:MM (24 h). */
export const timeOfDaySchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'validation.time' });

/** Read shape: what the API returns. */
export const requirementCandidateSchema = z.object({
  id: idSchema,
  /** The requirement item. */
  requeriment: z.number(),
  candidate: z.number(),
  interview_date: z.string().nullable(),
  interview_time: z.string().nullable(),
  status: z.enum(followUpStatuses),
  follow_up: z.string().nullable(),
  follow_date: timestampSchema.nullable(),
  follow_user: z.number().nullable(),
  reject_reason: z.number().nullable(),
  hired_user: z.number().nullable(),
  hired_at: timestampSchema.nullable(),
  require_medical: z.boolean(),
  medical_user: z.number().nullable(),
  /** NULL = unset, shown `no_required`. */
  medical_status: z.enum(medicalStatuses).nullable(),
  medical_date: timestampSchema.nullable(),
  medical_notes: z.string().nullable(),
  type_not_attend: z.enum(typesNotAttend).nullable(),
  user_appointment: z.number().nullable(),
  position: z.number().nullable(),
  company: z.number(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
  // Derived at read time (filterable and orderable): the requirement, its site and the candidate.
  requeriment_id: z.number(),
  requeriment_code: z.string().nullable(),
  requeriment_status: z.enum(requirementStatuses),
  requeriment_date: z.string(),
  year: z.number().int(),
  week: z.number().int(),
  site: z.number().nullable(),
  site_name: z.string().nullable(),
  company_name: z.string(),
  company_name_en: z.string().nullable(),
  position_name: z.string().nullable(),
  position_name_en: z.string().nullable(),
  shift_type: z.number().nullable(),
  candidate_name: z.string(),
  candidate_curp: z.string().nullable(),
  candidate_phone: z.string().nullable(),
  /** Display names of the users who recorded the medical service, the follow-up, the hire and the appointment. */
  medical_user_name: z.string().nullable(),
  follow_user_name: z.string().nullable(),
  hired_user_name: z.string().nullable(),
  user_appointment_name: z.string().nullable(),
});

/**
 * Create input: assign a candidate to a requirement item with an interview appointment
 * (the shape of `assign_candidate`). Status, follow-up and medical fields change only through actions.
 */
export const requirementCandidateCreateSchema = z.object({
  /** The requirement item. */
  requeriment: fkSchema,
  candidate: fkSchema,
  interview_date: dateSchema,
  interview_time: timeOfDaySchema,
});

/** Update input: reschedule the interview. */
export const requirementCandidateUpdateSchema = requirementCandidateCreateSchema
  .omit({ requeriment: true, candidate: true })
  .partial();

export type RequirementCandidate = z.infer<typeof requirementCandidateSchema>;
export type RequirementCandidateCreate = z.infer<typeof requirementCandidateCreateSchema>;
export type RequirementCandidateUpdate = z.infer<typeof requirementCandidateUpdateSchema>;
