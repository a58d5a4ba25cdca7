import { z } from 'zod';
import { idSchema, timestampSchema } from './common';

export const permissionSchema = z.object({
  id: idSchema,
  name: z.string(),
  short: z.string(),
  status: z.boolean(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});

export const permissionCreateSchema = z.object({
  name: z.string().trim().min(1).max(150),
  short: z
    .string()
    .trim()
    .min(1)
    .max(30)
    .regex(/^[a-z0-9_.-]+$/),
  status: z.boolean().optional(),
});

export const permissionUpdateSchema = permissionCreateSchema.partial();

export type Permission = z.infer<typeof permissionSchema>;
export type PermissionCreate = z.infer<typeof permissionCreateSchema>;
export type PermissionUpdate = z.infer<typeof permissionUpdateSchema>;
