import { z } from 'zod';
import { idSchema, timestampSchema } from './common';

/** Read shape: a working stage of a vacancy. */
export const vacancyStatusSchema = z.object({
  id: idSchema,
  name: z.string(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});

/** Create input: only the fields a client may write. */
export const vacancyStatusCreateSchema = z.object({
  name: z.string().trim().min(1).max(120),
});

/** Update input: every create field optional (fields not sent stay as they are). */
export const vacancyStatusUpdateSchema = vacancyStatusCreateSchema.partial();

export type VacancyStatusRow = z.infer<typeof vacancyStatusSchema>;
export type VacancyStatusCreate = z.infer<typeof vacancyStatusCreateSchema>;
export type VacancyStatusUpdate = z.infer<typeof vacancyStatusUpdateSchema>;
