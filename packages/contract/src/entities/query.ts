import { z } from 'zod';
import { fkSchema, idSchema, text, timestampSchema } from './common';

export const querySchema = z.object({
  id: idSchema,
  server: z.number(),
  description: z.string(),
  sql: z.string(),
  endpoint: z.string(),
  /** Seconds before the statement is cancelled. */
  timeout_seconds: z.number().int(),
  /** At most this many rows are read (the run says `truncated` when there were more). */
  row_cap: z.number().int(),
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
  timeout_seconds: z.number().int().min(1).max(300).optional(),
  row_cap: z.number().int().min(1).max(100000).optional(),
  status: z.boolean().optional(),
});

export const queryUpdateSchema = queryCreateSchema.partial();

export type Query = z.infer<typeof querySchema>;
export type QueryCreate = z.infer<typeof queryCreateSchema>;
export type QueryUpdate = z.infer<typeof queryUpdateSchema>;
