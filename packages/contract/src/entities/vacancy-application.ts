import { z } from 'zod';
import { applicationFields, applicationResolutions } from '../enums';
import { dateSchema, fkSchema, idSchema } from './common';

/**
 * A public application whose person matched a known candidate (docs/decisions.md 'Public
 * applications never write to a known candidate'): what was typed, the CV it came with and the
 * matched candidate's current values, for the recruiter to merge or keep apart from the vacancy
 * candidate's screen.
 */

/** The person's fields as a public application carries them (and as the candidate holds them). */
export const applicationPersonSchema = z.object({
  names: z.string().nullable(),
  last_name: z.string().nullable(),
  second_name: z.string().nullable(),
  curp: z.string().nullable(),
  rfc: z.string().nullable(),
  email: z.string().nullable(),
  phone_number: z.string().nullable(),
  birthdate: dateSchema.nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
}) satisfies z.ZodType<Record<(typeof applicationFields)[number], string | null>>;
export type ApplicationPerson = z.infer<typeof applicationPersonSchema>;

export const vacancyApplicationSchema = z.object({
  id: idSchema,
  vacancy: idSchema,
  vacancy_candidate: idSchema.nullable(),
  /** The matched candidate. */
  candidate: idSchema,
  candidate_name: z.string().nullable(),
  /** As typed on the public form. */
  typed: applicationPersonSchema,
  /** The matched candidate's values now. */
  current: applicationPersonSchema,
  /** The CV's file record (owned by the vacancy: downloaded through file-records/:id/download/). */
  cv: idSchema,
  cv_name: z.string(),
  cv_mime_type: z.string(),
  resolution: z.enum(applicationResolutions),
  separate_candidate: idSchema.nullable(),
  created_at: z.string(),
  resolved_at: z.string().nullable(),
});
export type VacancyApplication = z.infer<typeof vacancyApplicationSchema>;
export const vacancyApplicationsResult = z.array(vacancyApplicationSchema);

/** `merge_application/`: the application and the typed fields that replace the candidate's values. */
export const mergeApplicationBody = z.object({
  id: fkSchema,
  fields: z.array(z.enum(applicationFields)).max(applicationFields.length),
});
export type MergeApplicationBody = z.infer<typeof mergeApplicationBody>;

/** `separate_application/`: the application becomes a new candidate. */
export const separateApplicationBody = z.object({ id: fkSchema });
export type SeparateApplicationBody = z.infer<typeof separateApplicationBody>;
