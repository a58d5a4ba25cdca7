import { z } from 'zod';
import { fkSchema, idSchema, text, timestampSchema } from './common';

export const catalogSchema = z.object({
  id: idSchema,
  code: z.string(),
  name: z.string(),
  name_en: z.string().nullable(),
  description: z.string().nullable(),
  status: z.boolean(),
  clas_id: z.number(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});

export const catalogCreateSchema = z.object({
  code: z.string().trim().min(1).max(30),
  name: z.string().trim().min(1).max(150),
  name_en: z.string().trim().max(150).nullish(),
  description: text(2000).nullish(),
  status: z.boolean().optional(),
  clas_id: fkSchema,
});

export const catalogUpdateSchema = catalogCreateSchema.partial();

export type Catalog = z.infer<typeof catalogSchema>;
export type CatalogCreate = z.infer<typeof catalogCreateSchema>;
export type CatalogUpdate = z.infer<typeof catalogUpdateSchema>;
