import { z } from 'zod';
import { idSchema, text, timestampSchema } from './common';

export const departmentSchema = z.object({
  id: idSchema,
  code: z.string(),
  name_es: z.string(),
  name_en: z.string().nullable(),
  text: z.string().nullable(),
  sub_cta: z.string().nullable(),
  public_name: z.string().nullable(),
  status: z.boolean(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});

export const departmentCreateSchema = z.object({
  code: z.string().trim().min(1).max(30),
  name_es: z.string().trim().min(1).max(150),
  name_en: z.string().trim().max(150).nullish(),
  text: text(5000).nullish(),
  sub_cta: z.string().trim().max(30).nullish(),
  public_name: z.string().trim().max(150).nullish(),
  status: z.boolean().optional(),
});

export const departmentUpdateSchema = departmentCreateSchema.partial();

export type Department = z.infer<typeof departmentSchema>;
export type DepartmentCreate = z.infer<typeof departmentCreateSchema>;
export type DepartmentUpdate = z.infer<typeof departmentUpdateSchema>;
