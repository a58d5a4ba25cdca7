import { z } from 'zod';
import { decimalNumber, fkSchema, idSchema, timestampSchema } from './common';

/** Monthly targets of one year, January to December. */
export const targetValuesSchema = z.object({
  year: z.number().int().min(2000).max(2100),
  months: z.array(decimalNumber(2).min(0)).length(12),
});

export const targetSchema = z.object({
  id: idSchema,
  category: z.number(),
  company: z.number(),
  values: z.object({ year: z.number(), months: z.array(z.number()) }),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});

export const targetCreateSchema = z.object({
  category: fkSchema,
  company: fkSchema,
  values: targetValuesSchema,
});

export const targetUpdateSchema = targetCreateSchema.partial();

export type TargetValues = z.infer<typeof targetValuesSchema>;
export type Target = z.infer<typeof targetSchema>;
export type TargetCreate = z.infer<typeof targetCreateSchema>;
export type TargetUpdate = z.infer<typeof targetUpdateSchema>;
