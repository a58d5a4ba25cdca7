import type { z } from 'zod';
import { FieldErrors } from './errors';

/**
 * The path of the first string (value or key) holding a NUL character (U+0000), which
 * PostgreSQL refuses in text; undefined when there is none.
 */
export function nulPath(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path || 'non_field_errors' : undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = nulPath(item, path ? `${path}.${index}` : String(index));
      if (found) return found;
    }
    return undefined;
  }
  if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const [key, item] of Object.entries(value)) {
      const at = path ? `${path}.${key}` : key;
      if (key.includes('\u0000')) return path || 'non_field_errors';
      const found = nulPath(item, at);
      if (found) return found;
    }
  }
  return undefined;
}

/** 400 on the field of the first NUL character in the input (docs/domain.md#api-conventions: never a 500 for bad input). */
export function refuseNul(value: unknown): void {
  const field = nulPath(value);
  if (field) throw FieldErrors.one(field, 'validation.null_character');
}

/** Parses input with a contract schema; bad input becomes a 400 with field messages. */
export function parseInput<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  refuseNul(data);
  const result = schema.safeParse(data ?? {}, { reportInput: true });
  if (!result.success) throw new FieldErrors({}, result.error.issues);
  return result.data;
}
