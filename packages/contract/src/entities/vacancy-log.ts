import { z } from 'zod';
import { idSchema, timestampSchema } from './common';

/** Read shape (read-only resource): a timeline entry of a vacancy or a requirement. */
export const vacancyLogSchema = z.object({
  id: idSchema,
  vacancy: z.number().nullable(),
  requeriment: z.number().nullable(),
  /** Name of the stage left. */
  status: z.string().nullable(),
  comment: z.string().nullable(),
  user: z.number().nullable(),
  /** The author's display name (derived). */
  user_name: z.string().nullable(),
  /** Days spent in that stage. */
  days: z.number().int(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});

export type VacancyLog = z.infer<typeof vacancyLogSchema>;
