import { z } from 'zod';
import { idSchema, timestampSchema } from './common';

/** Read shape: a working stage of a candidate within a vacancy. */
export const vacancyCandidateStatusSchema = z.object({
  id: idSchema,
  name: z.string(),
  referral_id: z.number().int().nullable(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});

/** Create input: only the fields a client may write. */
export const vacancyCandidateStatusCreateSchema = z.object({
  name: z.string().trim().min(1).max(120),
  referral_id: z.number().int().nullish(),
});

/** Update input: every create field optional (fields not sent stay as they are). */
export const vacancyCandidateStatusUpdateSchema = vacancyCandidateStatusCreateSchema.partial();

export type VacancyCandidateStatusRow = z.infer<typeof vacancyCandidateStatusSchema>;
export type VacancyCandidateStatusCreate = z.infer<typeof vacancyCandidateStatusCreateSchema>;
export type VacancyCandidateStatusUpdate = z.infer<typeof vacancyCandidateStatusUpdateSchema>;
