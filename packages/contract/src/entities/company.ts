import { z } from 'zod';
import { decimalNumber, fkSchema, idSchema, text, timestampSchema } from './common';

/** Mexican RFC: 3 letters (companies) or 4 (people), date, 3-character homoclave. */
const RFC = /^[A-ZÑ&]{3,4}\d{6}[A-Z0-9]{3}$/;
/** A company's custom_url: the key of its public pages (lowercase letters, digits, dashes). */
const CUSTOM_URL = /^[a-z0-9-]+$/;
const PERIOD = /^\d{4}-(0[1-9]|1[0-2])$/;

/** One entry of Company.rotations: turnover percentage of a month. */
export const rotationSchema = z.object({
  period: z.string().regex(PERIOD),
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
  /** The logo image shown on the public pages (update_profile's `logo_file`, `clear_logo`). */
  logo_path: z.number().nullable(),
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
  rfc: z.string().trim().toUpperCase().regex(RFC, { message: 'validation.rfc' }).nullish(),
  human_resources: z.string().trim().max(150).nullish(),
  contact: z.string().trim().max(150).nullish(),
  email: z.email().max(254).nullish(),
  region: fkSchema,
  address: text(500).nullish(),
  custom_url: z
    .string()
    .trim()
    .toLowerCase()
    .min(1)
    .max(60)
    .regex(CUSTOM_URL, { message: 'validation.custom_url' })
    .nullish(),
  priority_order: z.number().int().min(0).nullish(),
});

export const companyUpdateSchema = companyCreateSchema.partial();

// ---------------------------------------------------------------------------------------------
// Company actions (docs/api.md; docs/decisions.md, Clients)

/** The sections of a company's profile page; each has a text and an attachment (`<section>_path`). */
export const companyProfileSections = ['profile', 'benefits', 'routes'] as const;
export type CompanyProfileSection = (typeof companyProfileSections)[number];

/** An optional id filter of a query string (`?company=3`; empty: no filter). */
export const idFilterSchema = z.preprocess(
  (value) => (value === '' ? undefined : value),
  fkSchema.optional(),
);

/** The region selector's value as a query parameter: a region id, or '' / 'all' for every region. */
export const regionFilterSchema = z.preprocess(
  (value) => (value === 'all' ? undefined : value),
  idFilterSchema,
);

/** A boolean as JSON or as a multipart field ('true', '1', 'on' / 'false', '0', ''). */
const flagSchema = z.preprocess((value) => {
  if (typeof value !== 'string') return value;
  const text = value.trim().toLowerCase();
  if (['true', '1', 'on', 'yes'].includes(text)) return true;
  if (['false', '0', 'off', 'no', ''].includes(text)) return false;
  return value;
}, z.boolean());

/** A section's text: not sent keeps it, empty clears it. */
const sectionTextSchema = z
  .string()
  .trim()
  .max(20000)
  .transform((value) => value || null)
  .nullish();

/** GET companies/get_access/?region= */
export const companyAccessQuery = z.object({ region: regionFilterSchema });

/** One company the user may work with (company selectors). */
export const companyAccessSchema = companySchema.pick({
  id: true,
  code: true,
  name_es: true,
  name_en: true,
  public_name: true,
  region: true,
  status: true,
  links: true,
});

/** POST companies/update_rotation/: sets the turnover percentage of a month. */
export const updateRotationSchema = z.object({
  id: fkSchema,
  period: z.string().trim().regex(PERIOD, { message: 'validation.period' }),
  /** numeric(5,2): a percentage with at most two decimals (docs/decisions.md#typed-numbers). */
  value: decimalNumber(2).min(0).max(100),
});

/**
 * POST companies/update_profile/ text fields (multipart, files `<section>_file` and `logo_file`, or JSON).
 * A section sent with text needs its attachment: the one it has or one uploaded now.
 * `clear_<section>` empties the section (text and attachment) before anything sent is saved.
 */
export const updateProfileFieldsSchema = z.object({
  id: fkSchema,
  profile: sectionTextSchema,
  benefits: sectionTextSchema,
  routes: sectionTextSchema,
  clear_profile: flagSchema.optional(),
  clear_benefits: flagSchema.optional(),
  clear_routes: flagSchema.optional(),
  clear_logo: flagSchema.optional(),
});

/** POST companies/get_company_by_key/ (public): the key is the company's custom_url. */
export const companyByKeySchema = z.object({ key: z.string().trim().min(1).max(60) });

/** What anyone may see of a company by its key: public fields only. */
export const companyPublicSchema = z.object({
  public_name: z.string().nullable(),
  name_es: z.string(),
  name_en: z.string().nullable(),
  benefits: z.string().nullable(),
  /** A short-lived signed link to the logo image (SIGNED_URL_TTL), or null without one. */
  logo: z.string().nullable(),
  links: companyLinksSchema.nullable(),
});

/** GET companies/suggest_custom_url/?name= (*added*). */
export const customUrlSuggestQuery = z.object({ name: z.string().trim().min(1).max(150) });
export const customUrlSuggestionSchema = z.object({ custom_url: z.string() });

export type Rotation = z.infer<typeof rotationSchema>;
export type CompanyLinks = z.infer<typeof companyLinksSchema>;
export type Company = z.infer<typeof companySchema>;
export type CompanyCreate = z.infer<typeof companyCreateSchema>;
export type CompanyUpdate = z.infer<typeof companyUpdateSchema>;
export type CompanyAccess = z.infer<typeof companyAccessSchema>;
export type CompanyAccessQuery = z.infer<typeof companyAccessQuery>;
export type UpdateRotation = z.infer<typeof updateRotationSchema>;
export type UpdateProfileFields = z.infer<typeof updateProfileFieldsSchema>;
export type CompanyByKey = z.infer<typeof companyByKeySchema>;
export type CompanyPublic = z.infer<typeof companyPublicSchema>;
export type CustomUrlSuggestQuery = z.infer<typeof customUrlSuggestQuery>;
export type CustomUrlSuggestion = z.infer<typeof customUrlSuggestionSchema>;
