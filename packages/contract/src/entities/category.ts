import { z } from 'zod';
import { idSchema, timestampSchema } from './common';

export const categorySchema = z.object({
  id: idSchema,
  code: z.string(),
  description: z.string(),
  status: z.boolean(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});

export const categoryCreateSchema = z.object({
  code: z.string().trim().toUpperCase().min(1).max(30),
  description: z.string().trim().min(1).max(255),
  status: z.boolean().optional(),
});

export const categoryUpdateSchema = categoryCreateSchema.partial();

export type Category = z.infer<typeof categorySchema>;
export type CategoryCreate = z.infer<typeof categoryCreateSchema>;
export type CategoryUpdate = z.infer<typeof categoryUpdateSchema>;
