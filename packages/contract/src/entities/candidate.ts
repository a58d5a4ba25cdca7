import { z } from 'zod';
import { candidateGenres, candidateStatuses } from '../enums';
import { curpProblem } from '../rules/candidate';
import { dateSchema, fkSchema, idSchema, queryInt, timestampSchema } from './common';

/** Mexican RFC: 3 letters (companies) or 4 (people), date, 3-character homoclave. */
const RFC = /^[A-ZÑ&]{3,4}\d{6}[A-Z0-9]{3}$/;

/**
 * A CURP as typed, upper-cased; refused by the contract's one rule (`curpProblem`: 18 characters,
 * shape, state, a real date, RENAPO's check digit), so every form and the server say the same.
 */
export const curpSchema = z
  .string()
  .trim()
  .toUpperCase()
  .length(18)
  .superRefine((value, ctx) => {
    // a wrong length has its own message (above)
    const problem = curpProblem(value);
    if (problem === 'check_digit') ctx.addIssue({ code: 'custom', message: 'validation.curp_check_digit' });
    else if (problem === 'format') ctx.addIssue({ code: 'custom', message: 'validation.curp' });
  });

/** A phone number as typed; stored as its digits (7–15). */
export const phoneSchema = z
  .string()
  .max(30)
  .transform((value) => value.replace(/\D/g, ''))
  .pipe(z.string().regex(/^\d{7,15}$/, { message: 'validation.phone_number' }));

/** Read shape: what the API returns. */
export const candidateSchema = z.object({
  id: idSchema,
  employee_code: z.string().nullable(),
  rfc: z.string().nullable(),
  ssn: z.string().nullable(),
  names: z.string(),
  last_name: z.string(),
  second_name: z.string().nullable(),
  curp: z.string().nullable(),
  email: z.string().nullable(),
  phone_number: z.string().nullable(),
  genre: z.enum(candidateGenres).nullable(),
  recruitment_source: z.number().nullable(),
  scholar_level: z.number().nullable(),
  english_level: z.number().nullable(),
  scholar_speciality: z.string().nullable(),
  scholar_notes: z.string().nullable(),
  birthdate: z.string().nullable(),
  address: z.string().nullable(),
  colony: z.string().nullable(),
  postal_code: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  emergency_name: z.string().nullable(),
  emergency_phone: z.string().nullable(),
  additional_comments: z.string().nullable(),
  status: z.enum(candidateStatuses),
  created_by: z.number().nullable(),
  category: z.number(),
  is_deleted: z.boolean(),
  deleted_reason: z.string().nullable(),
  is_black_list: z.boolean(),
  /** Derived: an open assignment (Pending or Accepted) in some requirement; assigning again is refused. */
  is_in_process: z.boolean(),
  /** Derived: the reason (catalog name) of the entry that makes the candidate blacklisted; NULL when not blacklisted. */
  black_list_reason: z.string().nullable(),
  /** The same reason's English name (NULL when it has none: show `black_list_reason`). */
  black_list_reason_en: z.string().nullable(),
  /** Derived: that entry's end date (YYYY-MM-DD); NULL when not blacklisted or blacklisted indefinitely. */
  black_list_until: z.string().nullable(),
  photo: z.string().nullable(),
  photo_path: z.number().nullable(),
  last_company: z.string().nullable(),
  last_position: z.string().nullable(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
  // Derived by the server at read time (not columns):
  /** "last_name second_name names". */
  full_name: z.string(),
  /** Whole years from birthdate; NULL without birthdate. */
  age: z.number().nullable(),
  /** Localised age text (e.g. "34 años"); NULL without birthdate. */
  age_label: z.string().nullable(),
});

/** Create input: only the fields a client may write. */
export const candidateCreateSchema = z.object({
  names: z.string().trim().min(1).max(120),
  last_name: z.string().trim().min(1).max(120),
  second_name: z.string().trim().max(120).nullish(),
  curp: curpSchema.nullish(),
  rfc: z.string().trim().toUpperCase().min(12).max(13).regex(RFC, { message: 'validation.rfc' }).nullish(),
  ssn: z
    .string()
    .trim()
    .regex(/^\d{11}$/, { message: 'validation.ssn' })
    .nullish(),
  employee_code: z.string().trim().min(1).max(30).nullish(),
  email: z.email().max(254).nullish(),
  phone_number: phoneSchema.nullish(),
  genre: z.enum(candidateGenres).nullish(),
  recruitment_source: fkSchema.nullish(),
  scholar_level: fkSchema.nullish(),
  english_level: fkSchema.nullish(),
  scholar_speciality: z.string().trim().max(255).nullish(),
  scholar_notes: z.string().trim().max(5000).nullish(),
  birthdate: dateSchema.nullish(),
  address: z.string().trim().max(255).nullish(),
  colony: z.string().trim().max(150).nullish(),
  postal_code: z
    .string()
    .trim()
    .regex(/^\d{5}$/, { message: 'validation.postal_code' })
    .nullish(),
  city: z.string().trim().max(150).nullish(),
  state: z.string().trim().max(150).nullish(),
  emergency_name: z.string().trim().max(255).nullish(),
  emergency_phone: phoneSchema.nullish(),
  additional_comments: z.string().trim().max(5000).nullish(),
  category: fkSchema,
  last_company: z.string().trim().max(255).nullish(),
  last_position: z.string().trim().max(255).nullish(),
  status: z.enum(candidateStatuses).optional(),
  /** Not a column: the user confirmed saving despite matching e-mail/phone (docs/domain.md#candidates). */
  confirm_duplicates: z.boolean().optional(),
});

/** Update input: every create field optional (fields not sent stay as they are). */
export const candidateUpdateSchema = candidateCreateSchema.partial();

export type Candidate = z.infer<typeof candidateSchema>;
export type CandidateCreate = z.infer<typeof candidateCreateSchema>;
export type CandidateUpdate = z.infer<typeof candidateUpdateSchema>;

/** The identity numbers unique among live candidates (docs/domain.md#candidates, duplicates). */
export const candidateIdentityFields = ['curp', 'rfc', 'ssn', 'employee_code'] as const;
export type CandidateIdentityField = (typeof candidateIdentityFields)[number];

/** The live candidate that already holds an identity number. */
export const identityDuplicateSchema = z.object({
  id: idSchema,
  full_name: z.string(),
  category: z.number().nullable(),
});

/**
 * `duplicate_of` beside the field messages of an identity clash (400): per field, the candidate
 * that already has the value, so a screen can link to it (docs/api.md#errors).
 */
export const identityDuplicatesSchema = z.partialRecord(
  z.enum(candidateIdentityFields),
  identityDuplicateSchema,
);
export type IdentityDuplicate = z.infer<typeof identityDuplicateSchema>;
export type IdentityDuplicates = z.infer<typeof identityDuplicatesSchema>;

/** GET candidates/get_applications_history/?candidate=ID */
export const candidateApplicationsQuery = z.object({ candidate: queryInt(z.number().int().positive()) });

/** One assignment of the candidate: a requirement's (direct) or a vacancy's (administrative). */
export const candidateApplicationSchema = z.object({
  type: z.enum(['requeriment', 'vacancy']),
  /** The assignment's id (requeriment-candidates or vacancy-candidates). */
  id: z.number(),
  requeriment: z.number().nullable(),
  vacancy: z.number().nullable(),
  code: z.string().nullable(),
  company: z.number(),
  company_name: z.string(),
  /** Position name (requirements) or the vacancy's job title. */
  position: z.string().nullable(),
  status: z.string(),
  created_at: z.string(),
  hired_at: z.string().nullable(),
});

export type CandidateApplication = z.infer<typeof candidateApplicationSchema>;

/**
 * The assignments in the caller's scope (docs/domain.md#data-scope), and how many others are still in process
 * (Pending or Accepted) elsewhere — another company or site — without naming them.
 */
export const candidateApplicationsResult = z.object({
  data: z.array(candidateApplicationSchema),
  in_process_elsewhere: z.number().int(),
});
export type CandidateApplications = z.infer<typeof candidateApplicationsResult>;
