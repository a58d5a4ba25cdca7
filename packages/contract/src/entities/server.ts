import { z } from 'zod';
import { idSchema, timestampSchema } from './common';

export const serverEngines = ['mssql', 'postgres', 'mysql'] as const;

/** Read shape; the password is write-only. */
export const serverSchema = z.object({
  id: idSchema,
  name: z.string(),
  engine: z.enum(serverEngines),
  instance: z.string(),
  /** null: the engine's default port (postgres 5432, mysql 3306, mssql 1433). */
  port: z.number().int().nullable(),
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
  port: z.number().int().min(1).max(65535).nullish(),
  database: z.string().trim().min(1).max(128),
  username: z.string().trim().min(1).max(128),
  password: z.string().min(1).max(256),
  status: z.boolean().optional(),
});

/** A password not sent (or sent empty or null) stays as it is. */
export const serverUpdateSchema = serverCreateSchema.partial().extend({
  password: z.string().max(256).nullish(),
});

export type ServerEngine = (typeof serverEngines)[number];
export type Server = z.infer<typeof serverSchema>;
export type ServerCreate = z.infer<typeof serverCreateSchema>;
export type ServerUpdate = z.infer<typeof serverUpdateSchema>;
