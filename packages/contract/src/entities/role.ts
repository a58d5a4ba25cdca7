import { z } from 'zod';
import { idSchema, timestampSchema } from './common';

export const roleSchema = z.object({
  id: idSchema,
  name: z.string(),
  short: z.string(),
  status: z.boolean(),
  routes: z.array(z.string()),
  routes_label: z.record(z.string(), z.string()).nullable(),
  /** Permission short codes the role grants; null = never set (grants none). */
  permissions: z.array(z.string()).nullable(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});

const shortSchema = z
  .string()
  .trim()
  .min(1)
  .max(30)
  .regex(/^[a-z0-9_.-]+$/);

export const roleCreateSchema = z.object({
  name: z.string().trim().min(1).max(150),
  short: shortSchema,
  status: z.boolean().optional(),
  routes: z.array(z.string().trim().min(1).max(150)).max(500).optional(),
  routes_label: z.record(z.string(), z.string().max(150)).nullish(),
  /** Permission short codes (matched like role shorts, docs/domain.md#data-scope). */
  permissions: z.array(shortSchema).max(100).optional(),
});

export const roleUpdateSchema = roleCreateSchema.partial();

export type Role = z.infer<typeof roleSchema>;
export type RoleCreate = z.infer<typeof roleCreateSchema>;
export type RoleUpdate = z.infer<typeof roleUpdateSchema>;
