import { z } from 'zod';
import { idSchema, timestampSchema } from './common';

export const countrySchema = z.object({
  id: idSchema,
  name: z.string(),
  code: z.string(),
  telephone_code: z.string().nullable(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});

export const countryCreateSchema = z.object({
  name: z.string().trim().min(1).max(150),
  code: z
    .string()
    .trim()
    .toUpperCase()
    .length(2)
    .regex(/^[A-Z]{2}$/),
  telephone_code: z
    .string()
    .trim()
    .max(10)
    .regex(/^\+\d{1,4}$/)
    .nullish(),
});

export const countryUpdateSchema = countryCreateSchema.partial();

export type Country = z.infer<typeof countrySchema>;
export type CountryCreate = z.infer<typeof countryCreateSchema>;
export type CountryUpdate = z.infer<typeof countryUpdateSchema>;
