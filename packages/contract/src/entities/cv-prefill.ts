import { z } from 'zod';

/** The fields a CV can fill, in the order the screens name them. */
export const cvPrefillFields = [
  'names',
  'last_name',
  'second_name',
  'curp',
  'rfc',
  'email',
  'phone_number',
] as const;
export type CvPrefillField = (typeof cvPrefillFields)[number];

/**
 * Why the prefill left out a value it found (docs/domain.md#cv-prefill): `check_digit` (a CURP or
 * RFC whose check digit does not match), `format` (its shape or date is not valid), `several` (the
 * CV holds two different valid ones).
 */
export const cvSkipReasons = ['check_digit', 'format', 'several'] as const;
export type CvSkipReason = (typeof cvSkipReasons)[number];

/** A value the CV holds but the prefill did not take, and why: the screens say it. */
export const cvSkippedSchema = z.object({
  field: z.enum(cvPrefillFields),
  /** As found (two of them, comma-separated, for `several`). */
  value: z.string(),
  reason: z.enum(cvSkipReasons),
});
export type CvSkipped = z.infer<typeof cvSkippedSchema>;

/**
 * `candidates/prefill_from_cv/` (public, multipart `file`; nothing stored): what a CV's text gives
 * for the candidate fields (docs/domain.md#cv-prefill). Null where nothing valid was found; CURP and
 * RFC only with a right check digit, the phone as its 10 digits. `skipped`: the values found but
 * not taken, with the reason.
 */
export const cvPrefillSchema = z.object({
  curp: z.string().nullable(),
  rfc: z.string().nullable(),
  email: z.string().nullable(),
  phone_number: z.string().nullable(),
  names: z.string().nullable(),
  last_name: z.string().nullable(),
  second_name: z.string().nullable(),
  skipped: z.array(cvSkippedSchema),
});
export type CvPrefill = z.infer<typeof cvPrefillSchema>;
