import { z } from 'zod';
import { fkSchema, idSchema, text, timestampSchema } from './common';

const names = z.array(text(100).min(1)).max(100);

export const techResourceSchema = z.object({
  id: idSchema,
  vacancy: z.number(),
  computer: z.boolean(),
  line: z.boolean(),
  extension: z.boolean(),
  software: z.array(z.string()),
  other_software: z.string().nullable(),
  access_card: z.boolean(),
  printer: z.boolean(),
  drive: z.boolean(),
  systems: z.array(z.string()),
  profile_one: z.string().nullable(),
  profile_two: z.string().nullable(),
  notes: z.string().nullable(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});

export const techResourceCreateSchema = z.object({
  vacancy: fkSchema,
  computer: z.boolean().optional(),
  line: z.boolean().optional(),
  extension: z.boolean().optional(),
  software: names.optional(),
  other_software: text(2000).nullish(),
  access_card: z.boolean().optional(),
  printer: z.boolean().optional(),
  drive: z.boolean().optional(),
  systems: names.optional(),
  profile_one: z.string().trim().max(150).nullish(),
  profile_two: z.string().trim().max(150).nullish(),
  notes: text(5000).nullish(),
});

/** The vacancy never changes. */
export const techResourceUpdateSchema = techResourceCreateSchema.omit({ vacancy: true }).partial();

export type TechResource = z.infer<typeof techResourceSchema>;
export type TechResourceCreate = z.infer<typeof techResourceCreateSchema>;
export type TechResourceUpdate = z.infer<typeof techResourceUpdateSchema>;
