import { z } from 'zod';
import { idSchema, timestampSchema } from './common';

export const serverEngines = ['mssql', 'postgres', 'mysql'] as const;

/** Read shape; the password is write-only. */
export const serverSchema = z.object({
  id: idSchema,
  name: z.string(),
  engine: z.enum(serverEngines),
  instance: z.string(),
  database: z.string(),
  username: z.string(),
  status: z.boolean(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
  last_sync: timestampSchema.nullable(),
});

export const serverCreateSchema = z.object({
  name: z.string().trim().min(1).max(150),
  engine: z.enum(serverEngines).optional(),
  instance: z.string().trim().min(1).max(255),
  database: z.string().trim().min(1).max(128),
  username: z.string().trim().min(1).max(128),
  password: z.string().min(1).max(256),
  status: z.boolean().optional(),
});

/** A password not sent stays as it is. */
export const serverUpdateSchema = serverCreateSchema.partial();

export type ServerEngine = (typeof serverEngines)[number];
export type Server = z.infer<typeof serverSchema>;
export type ServerCreate = z.infer<typeof serverCreateSchema>;
export type ServerUpdate = z.infer<typeof serverUpdateSchema>;
