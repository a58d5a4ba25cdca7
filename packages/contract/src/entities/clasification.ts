import { z } from 'zod';
import { idSchema, timestampSchema } from './common';

export const clasificationSchema = z.object({
  id: idSchema,
  name: z.string(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});

export const clasificationCreateSchema = z.object({
  name: z.string().trim().min(1).max(150),
});

export const clasificationUpdateSchema = clasificationCreateSchema.partial();

export type Clasification = z.infer<typeof clasificationSchema>;
export type ClasificationCreate = z.infer<typeof clasificationCreateSchema>;
export type ClasificationUpdate = z.infer<typeof clasificationUpdateSchema>;
