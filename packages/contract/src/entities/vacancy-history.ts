import { z } from 'zod';
import { idSchema, timestampSchema } from './common';

/** Read shape (read-only resource): a stage change of a vacancy. */
export const vacancyHistorySchema = z.object({
  id: idSchema,
  vacancy: z.number(),
  /** The stage entered (VacancyStatus id). */
  status: z.number().nullable(),
  comments: z.string().nullable(),
  user: z.number().nullable(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});

export type VacancyHistory = z.infer<typeof vacancyHistorySchema>;
