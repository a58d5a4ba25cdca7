import { z } from 'zod';
import { idSchema, timestampSchema } from './common';

/** Read shape (read-only resource): a stage change of a candidate within a vacancy. */
export const vacancyCandidateHistorySchema = z.object({
  id: idSchema,
  vacancy_candidate: z.number(),
  vacancy: z.number(),
  /** The stage entered (VacancyCandidateStatus id). */
  status: z.number().nullable(),
  comments: z.string().nullable(),
  user: z.number().nullable(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});

export type VacancyCandidateHistory = z.infer<typeof vacancyCandidateHistorySchema>;
