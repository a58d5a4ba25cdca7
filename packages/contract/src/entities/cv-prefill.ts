import { z } from 'zod';

/**
 * `candidates/prefill_from_cv/` (public, multipart `file`; nothing stored): what a CV's text gives
 * for the candidate fields (docs/domain.md#cv-prefill). Null where nothing valid was found; CURP and
 * RFC only with a right check digit, the phone as its 10 digits.
 */
export const cvPrefillSchema = z.object({
  curp: z.string().nullable(),
  rfc: z.string().nullable(),
  email: z.string().nullable(),
  phone_number: z.string().nullable(),
  names: z.string().nullable(),
  last_name: z.string().nullable(),
  second_name: z.string().nullable(),
});
export type CvPrefill = z.infer<typeof cvPrefillSchema>;

/** The fields a CV can fill, in the order the screens name them. */
export const cvPrefillFields = [
  'names',
  'last_name',
  'second_name',
  'curp',
  'rfc',
  'email',
  'phone_number',
] as const satisfies readonly (keyof CvPrefill)[];
export type CvPrefillField = (typeof cvPrefillFields)[number];
