import { z } from 'zod';
import { vacancyTypes } from '../enums';
import { candidateCreateSchema } from './candidate';
import { dateSchema, idSchema, queryInt } from './common';
import { companyByKeySchema } from './company';

/**
 * The public application pages (docs/decisions.md#vacancy-candidates-issue-14): a company's open
 * vacancies of one type by its key, and the application form. No account: rate limited per address.
 */

/** `vacancies/public_list/ {key, type}`. */
export const publicListBody = companyByKeySchema.extend({ type: z.enum(vacancyTypes) });

/** A vacancy as the public page shows it: no internal ids other than its own, no salary when confidential. */
export const publicVacancySchema = z.object({
  id: idSchema,
  code: z.string().nullable(),
  position: z.string(),
  plant: z.string().nullable(),
  shift_description: z.string().nullable(),
  salary_from: z.number().nullable(),
  salary_to: z.number().nullable(),
  /** Catalog names in the caller's language. */
  scholar_level: z.string().nullable(),
  english_level: z.string().nullable(),
  experience: z.string().nullable(),
});
export const publicListResult = z.array(publicVacancySchema);

const person = candidateCreateSchema.pick({
  names: true,
  last_name: true,
  second_name: true,
  curp: true,
  rfc: true,
  city: true,
  state: true,
});

/**
 * `vacancies/apply/` (multipart; the CV in `file`): the person, the consent (required) and the
 * honeypot `website` (must stay empty). E-mail and phone are required: recruiters answer by them.
 */
export const applyFields = person.extend({
  vacancy: queryInt(z.number().int().positive().max(2147483647)),
  email: z.email({ message: 'validation.email' }).max(254),
  phone_number: candidateCreateSchema.shape.phone_number.unwrap().unwrap(),
  birthdate: dateSchema.nullish(),
  consent: z.literal('true', { message: 'validation.consent_required' }),
  lang: z.enum(['es', 'en']).optional(),
  website: z.string().max(500).optional(),
});
export type ApplyFields = z.infer<typeof applyFields>;
export type PublicVacancy = z.infer<typeof publicVacancySchema>;
