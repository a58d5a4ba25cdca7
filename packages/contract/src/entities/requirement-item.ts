import { z } from 'zod';
import { genders } from '../enums';
import { fkSchema, idSchema, timestampSchema } from './common';

/** Read shape: what the API returns. Pending positions = quantity − accepted. */
export const requirementItemSchema = z.object({
  id: idSchema,
  requeriment: z.number(),
  position: z.number(),
  gender: z.enum(genders),
  shift_type: z.number(),
  category: z.number(),
  details: z.string().nullable(),
  quantity: z.number().int(),
  hired: z.number().int(),
  candidates: z.number().int(),
  rejected: z.number().int(),
  accepted: z.number().int(),
  not_attend: z.number().int(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
  /** Derived at read time: open positions remain and the requirement is past due (docs/domain.md#counters-and-formulas). */
  is_past_due: z.boolean(),
});

/** One position as written inside a requirement (create and update of `api/requeriments/`). */
export const requirementItemInputSchema = z.object({
  position: fkSchema,
  gender: z.enum(genders),
  /** Catalog classification 3. */
  shift_type: fkSchema,
  category: fkSchema,
  quantity: z.number().int().min(1).max(9999),
  details: z.string().trim().max(5000).nullish(),
});

/** Create input of `api/requeriment-items/`: an item added to an existing requirement. */
export const requirementItemCreateSchema = requirementItemInputSchema.extend({ requeriment: fkSchema });

/** Update input: the item's own fields (it never moves to another requirement). */
export const requirementItemUpdateSchema = requirementItemInputSchema.partial();

export type RequirementItem = z.infer<typeof requirementItemSchema>;
export type RequirementItemInput = z.infer<typeof requirementItemInputSchema>;
export type RequirementItemCreate = z.infer<typeof requirementItemCreateSchema>;
export type RequirementItemUpdate = z.infer<typeof requirementItemUpdateSchema>;
