import { z } from 'zod';
import { decimalNumber, fkSchema, idSchema, timestampSchema } from './common';
import { idFilterSchema, regionFilterSchema } from './company';

export const siteSchema = z.object({
  id: idSchema,
  code: z.string().nullable(),
  name: z.string(),
  contact_name: z.string().nullable(),
  company: z.number(),
  status: z.boolean(),
  colony: z.string().nullable(),
  street: z.string().nullable(),
  no_internal: z.string().nullable(),
  no_external: z.string().nullable(),
  cp: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string().nullable(),
  telephone_code: z.string(),
  telephone: z.string().nullable(),
  longitude: z.number().nullable(),
  latitute: z.number().nullable(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});

export const siteCreateSchema = z.object({
  code: z.string().trim().max(30).nullish(),
  name: z.string().trim().min(1).max(150),
  contact_name: z.string().trim().max(150).nullish(),
  company: fkSchema,
  status: z.boolean().optional(),
  colony: z.string().trim().max(150).nullish(),
  street: z.string().trim().max(150).nullish(),
  no_internal: z.string().trim().max(20).nullish(),
  no_external: z.string().trim().max(20).nullish(),
  cp: z.string().trim().max(10).nullish(),
  city: z.string().trim().max(150).nullish(),
  state: z.string().trim().max(150).nullish(),
  country: z.string().trim().max(150).nullish(),
  telephone_code: z
    .string()
    .trim()
    .max(10)
    .regex(/^\+\d{1,4}$/)
    .optional(),
  telephone: z.string().trim().max(20).nullish(),
  /** numeric(10,7) */
  longitude: decimalNumber(7).min(-180).max(180).nullish(),
  latitute: decimalNumber(7).min(-90).max(90).nullish(),
});

/** A site never moves to another company (its requirements keep both). */
export const siteUpdateSchema = siteCreateSchema.omit({ company: true }).partial();

/** GET sites/get_access/?company=&region= */
export const siteAccessQuery = z.object({ company: idFilterSchema, region: regionFilterSchema });

/** One site the user may work with (site selectors). */
export const siteAccessSchema = siteSchema.pick({
  id: true,
  code: true,
  name: true,
  company: true,
  city: true,
  state: true,
  status: true,
});

export type Site = z.infer<typeof siteSchema>;
export type SiteCreate = z.infer<typeof siteCreateSchema>;
export type SiteUpdate = z.infer<typeof siteUpdateSchema>;
export type SiteAccess = z.infer<typeof siteAccessSchema>;
export type SiteAccessQuery = z.infer<typeof siteAccessQuery>;
