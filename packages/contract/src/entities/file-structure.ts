import { z } from 'zod';
import { fkSchema, idSchema, timestampSchema } from './common';

export const fileStructureSchema = z.object({
  id: idSchema,
  structure: z.string(),
  parent: z.number().nullable(),
  region: z.number(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});

export const fileStructureCreateSchema = z.object({
  structure: z.string().trim().min(1).max(150),
  parent: fkSchema.nullish(),
  region: fkSchema,
});

export const fileStructureUpdateSchema = fileStructureCreateSchema.partial();

export type FileStructure = z.infer<typeof fileStructureSchema>;
export type FileStructureCreate = z.infer<typeof fileStructureCreateSchema>;
export type FileStructureUpdate = z.infer<typeof fileStructureUpdateSchema>;
