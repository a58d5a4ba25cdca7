import { z } from 'zod';
import { idSchema, timestampSchema } from './common';

export const citySchema = z.object({
  id: idSchema,
  name: z.string(),
  state_code: z.string().nullable(),
  state_name: z.string().nullable(),
  /** The city's centre (the Site fields' spelling), where the site map centres (docs/domain.md#site-map). */
  latitute: z.number().nullable(),
  longitude: z.number().nullable(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});

export const cityCreateSchema = z.object({
  name: z.string().trim().min(1).max(150),
  state_code: z.string().trim().max(30).nullish(),
  state_name: z.string().trim().max(150).nullish(),
  latitute: z.number().min(-90).max(90).nullish(),
  longitude: z.number().min(-180).max(180).nullish(),
});

export const cityUpdateSchema = cityCreateSchema.partial();

export type City = z.infer<typeof citySchema>;
export type CityCreate = z.infer<typeof cityCreateSchema>;
export type CityUpdate = z.infer<typeof cityUpdateSchema>;
