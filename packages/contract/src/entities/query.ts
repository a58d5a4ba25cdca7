import { z } from 'zod';
import { fkSchema, idSchema, text, timestampSchema } from './common';

export const querySchema = z.object({
  id: idSchema,
  server: z.number(),
  description: z.string(),
  sql: z.string(),
  endpoint: z.string(),
  status: z.boolean(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});

export const queryCreateSchema = z.object({
  server: fkSchema,
  description: z.string().trim().min(1).max(255),
  sql: text(20000).min(1),
  endpoint: z
    .string()
    .trim()
    .toLowerCase()
    .min(1)
    .max(60)
    .regex(/^[a-z0-9_-]+$/),
  status: z.boolean().optional(),
});

export const queryUpdateSchema = queryCreateSchema.partial();

export type Query = z.infer<typeof querySchema>;
export type QueryCreate = z.infer<typeof queryCreateSchema>;
export type QueryUpdate = z.infer<typeof queryUpdateSchema>;
