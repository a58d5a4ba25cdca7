import type { z } from 'zod';
import { FieldErrors } from './errors';

/** Parses input with a contract schema; bad input becomes a 400 with field messages. */
export function parseInput<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data ?? {}, { reportInput: true });
  if (!result.success) throw new FieldErrors({}, result.error.issues);
  return result.data;
}
