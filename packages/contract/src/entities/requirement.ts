import { z } from 'zod';
import { requirementStatuses } from '../enums';
import { dateSchema, fkSchema, idSchema, timestampSchema } from './common';
import { requirementItemInputSchema, requirementItemSchema } from './requirement-item';

/** Read shape: what the API returns. */
export const requirementSchema = z.object({
  id: idSchema,
  code: z.string().nullable(),
  company: z.number(),
  site: z.number().nullable(),
  request_by: z.number().nullable(),
  category: z.number(),
  status: z.enum(requirementStatuses),
  is_deleted: z.boolean(),
  additional_comments: z.string().nullable(),
  open_positions: z.number().int(),
  total_positions: z.number().int(),
  hired_positions: z.number().int(),
  rejected_positions: z.number().int(),
  accepted_positions: z.number().int(),
  candidates: z.number().int(),
  requeriment_date: z.string(),
  req_period: z.string().nullable(),
  week: z.number().int(),
  year: z.number().int(),
  cancel_user: z.number().nullable(),
  cancel_at: timestampSchema.nullable(),
  cancel_reason: z.string().nullable(),
  details: z.string().nullable(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
  /** When it closed (automatically when every position is hired, or by close_requeriment). */
  closed_at: timestampSchema.nullable(),
  // Derived at read time in SQL (docs/domain.md#counters-and-formulas), not columns:
  company_name: z.string(),
  company_name_en: z.string().nullable(),
  site_name: z.string().nullable(),
  /** Days from requeriment_date to close/cancel, or to today. */
  days_open: z.number().int(),
  /** Open positions remain and today > requeriment_date + PAST_DUE_DAYS. */
  is_past_due: z.boolean(),
  /** The positions; present on show (and where a list expands them). */
  items: z.array(requirementItemSchema).optional(),
});

const itemsMessage = { message: 'validation.items_required' };

/** Create input: the requirement with at least one position. */
export const requirementCreateSchema = z.object({
  company: fkSchema,
  site: fkSchema.nullish(),
  requeriment_date: dateSchema,
  category: fkSchema,
  additional_comments: z.string().trim().max(5000).nullish(),
  details: z.string().trim().max(5000).nullish(),
  items: z.array(requirementItemInputSchema).min(1, itemsMessage).max(200),
});

/**
 * Update input: fields not sent stay as they are. `items`, when sent, is the full list of
 * positions: an item with `id` is changed, one without is added, a missing one is removed.
 */
export const requirementUpdateSchema = requirementCreateSchema.partial().extend({
  items: z
    .array(requirementItemInputSchema.extend({ id: fkSchema.optional() }))
    .min(1, itemsMessage)
    .max(200)
    .optional(),
});

export type Requirement = z.infer<typeof requirementSchema>;
export type RequirementCreate = z.infer<typeof requirementCreateSchema>;
export type RequirementUpdate = z.infer<typeof requirementUpdateSchema>;
