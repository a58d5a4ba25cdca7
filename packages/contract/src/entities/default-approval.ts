import { z } from 'zod';
import { vacancyTypes } from '../enums';
import { fkSchema, idSchema, timestampSchema } from './common';

export const defaultApprovalSchema = z.object({
  id: idSchema,
  full_name: z.string(),
  title: z.string().nullable(),
  email: z.string(),
  approval_type: z.enum(vacancyTypes),
  sort_item: z.number(),
  send_email: z.boolean(),
  region: z.number(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});

export const defaultApprovalCreateSchema = z.object({
  full_name: z.string().trim().min(1).max(150),
  title: z.string().trim().max(150).nullish(),
  email: z.email().max(254),
  approval_type: z.enum(vacancyTypes).optional(),
  sort_item: z.number().int().min(0).optional(),
  send_email: z.boolean().optional(),
  region: fkSchema,
});

export const defaultApprovalUpdateSchema = defaultApprovalCreateSchema.partial();

export type DefaultApproval = z.infer<typeof defaultApprovalSchema>;
export type DefaultApprovalCreate = z.infer<typeof defaultApprovalCreateSchema>;
export type DefaultApprovalUpdate = z.infer<typeof defaultApprovalUpdateSchema>;
