import { z } from 'zod';
import { fkSchema, idSchema, timestampSchema } from './common';

/** One entry of Company.rotations: turnover percentage of a month. */
export const rotationSchema = z.object({
  period: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/),
  value: z.number(),
});

/** Public application links, derived from custom_url. */
export const companyLinksSchema = z.object({
  clients: z.string(),
  shelter: z.string(),
  shelter_indirect: z.string(),
});

export const companySchema = z.object({
  id: idSchema,
  code: z.string(),
  name_es: z.string(),
  name_en: z.string().nullable(),
  public_name: z.string().nullable(),
  status: z.boolean(),
  rfc: z.string().nullable(),
  human_resources: z.string().nullable(),
  contact: z.string().nullable(),
  email: z.string().nullable(),
  region: z.number(),
  address: z.string().nullable(),
  profile: z.string().nullable(),
  profile_path: z.number().nullable(),
  benefits: z.string().nullable(),
  benefits_path: z.number().nullable(),
  routes: z.string().nullable(),
  routes_path: z.number().nullable(),
  rotation: z.number().nullable(),
  rotations: z.array(rotationSchema),
  custom_url: z.string().nullable(),
  priority_order: z.number().nullable(),
  links: companyLinksSchema.nullable(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});

/** rotation(s) change through update_rotation, profile/benefits/routes through update_profile. */
export const companyCreateSchema = z.object({
  code: z.string().trim().min(1).max(30),
  name_es: z.string().trim().min(1).max(150),
  name_en: z.string().trim().max(150).nullish(),
  public_name: z.string().trim().max(150).nullish(),
  status: z.boolean().optional(),
  rfc: z.string().trim().toUpperCase().max(13).nullish(),
  human_resources: z.string().trim().max(150).nullish(),
  contact: z.string().trim().max(150).nullish(),
  email: z.email().max(254).nullish(),
  region: fkSchema,
  address: z.string().trim().nullish(),
  custom_url: z
    .string()
    .trim()
    .toLowerCase()
    .min(1)
    .max(60)
    .regex(/^[a-z0-9-]+$/)
    .nullish(),
  priority_order: z.number().int().min(0).nullish(),
});

export const companyUpdateSchema = companyCreateSchema.partial();

export type Rotation = z.infer<typeof rotationSchema>;
export type CompanyLinks = z.infer<typeof companyLinksSchema>;
export type Company = z.infer<typeof companySchema>;
export type CompanyCreate = z.infer<typeof companyCreateSchema>;
export type CompanyUpdate = z.infer<typeof companyUpdateSchema>;
