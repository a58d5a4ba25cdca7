import { z } from 'zod';
import { idSchema, timestampSchema } from './common';

/** Read shape: what the API returns. */
export const regionSchema = z.object({
  id: idSchema,
  name: z.string(),
  area: z.string().nullable(),
  status: z.boolean(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});

/** Create input: only the fields a client may write. */
export const regionCreateSchema = z.object({
  name: z.string().trim().min(1).max(120),
  area: z.string().trim().max(120).nullish(),
  status: z.boolean().optional(),
});

/** Update input: every create field optional (fields not sent stay as they are). */
export const regionUpdateSchema = regionCreateSchema.partial();

/** One region the user works in (GET companies/get_regions/, the top bar's region selector). */
export const regionOptionSchema = regionSchema.pick({ id: true, name: true, area: true });

export type Region = z.infer<typeof regionSchema>;
export type RegionCreate = z.infer<typeof regionCreateSchema>;
export type RegionUpdate = z.infer<typeof regionUpdateSchema>;
export type RegionOption = z.infer<typeof regionOptionSchema>;
