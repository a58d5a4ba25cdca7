import { z } from 'zod';
import { fkSchema, idSchema, timestampSchema } from './common';

export const positionSchema = z.object({
  id: idSchema,
  name_es: z.string(),
  name_en: z.string().nullable(),
  /** null: shared by every company. */
  company: z.number().nullable(),
  status: z.boolean(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});

export const positionCreateSchema = z.object({
  name_es: z.string().trim().min(1).max(150),
  name_en: z.string().trim().max(150).nullish(),
  company: fkSchema.nullish(),
  status: z.boolean().optional(),
});

export const positionUpdateSchema = positionCreateSchema.partial();

export type Position = z.infer<typeof positionSchema>;
export type PositionCreate = z.infer<typeof positionCreateSchema>;
export type PositionUpdate = z.infer<typeof positionUpdateSchema>;
