import { z } from 'zod';
import { dateSchema, fkSchema, idSchema, timestampSchema } from './common';

/** Read shape: what the API returns. */
export const blackListSchema = z.object({
  id: idSchema,
  candidate: z.number(),
  /** The candidate's full name as the candidate lists write it (last name first; derived, sortable). */
  candidate_name: z.string().nullable(),
  reason: z.number(),
  note: z.string().nullable(),
  is_active: z.boolean(),
  starts_at: z.string(),
  ends_at: z.string().nullable(),
  created_by: z.number().nullable(),
  note_return: z.string().nullable(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});

const blackListInput = z.object({
  candidate: fkSchema,
  reason: fkSchema,
  note: z.string().trim().max(5000).nullish(),
  /** Defaults to today. */
  starts_at: dateSchema.optional(),
  ends_at: dateSchema.nullish(),
});

/** ends_at, when both are given, is not before starts_at (ISO dates compare as strings). */
const datesInOrder = (value: { starts_at?: string | null; ends_at?: string | null }) =>
  !value.starts_at || !value.ends_at || value.ends_at >= value.starts_at;
const datesMessage = { message: 'validation.date_range', path: ['ends_at'] };

/**
 * Create input: put a candidate on the list (reason from catalog classification 5).
 * `close_open_processes`: in the same transaction, end the candidate's open assignments (Pending
 * or Accepted, direct and administrative) that the caller sees as Rejected "Candidate blacklisted"
 * (docs/decisions.md#figures-you-can-trust-issue-26-item-9).
 */
export const blackListCreateSchema = blackListInput
  .extend({ close_open_processes: z.boolean().optional() })
  .refine(datesInOrder, datesMessage);

/**
 * Update input: edit the entry, or take the candidate off the list (`is_active: false` with `note_return`).
 * An entry never moves to another candidate.
 */
export const blackListUpdateSchema = blackListInput
  .omit({ candidate: true })
  .partial()
  .extend({
    is_active: z.boolean().optional(),
    note_return: z.string().trim().max(5000).nullish(),
  })
  .refine(datesInOrder, datesMessage);

export type BlackList = z.infer<typeof blackListSchema>;
export type BlackListCreate = z.infer<typeof blackListCreateSchema>;
export type BlackListUpdate = z.infer<typeof blackListUpdateSchema>;
