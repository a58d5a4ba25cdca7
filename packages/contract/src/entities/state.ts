import { z } from 'zod';
import { fkSchema, idSchema, timestampSchema } from './common';

export const stateSchema = z.object({
  id: idSchema,
  name: z.string(),
  code: z.string().nullable(),
  nation: z.number().nullable(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});

export const stateCreateSchema = z.object({
  name: z.string().trim().min(1).max(150),
  code: z.string().trim().max(30).nullish(),
  nation: fkSchema.nullish(),
});

export const stateUpdateSchema = stateCreateSchema.partial();

export type State = z.infer<typeof stateSchema>;
export type StateCreate = z.infer<typeof stateCreateSchema>;
export type StateUpdate = z.infer<typeof stateUpdateSchema>;
