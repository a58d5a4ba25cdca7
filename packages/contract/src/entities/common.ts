import { z } from 'zod';

export const idSchema = z.number().int().positive();
/**
 * A foreign key as written by clients: a number, or digits in a string (query and multipart fields).
 * Not `z.coerce`: that turns a missing or null value into NaN/0, which answered "must be a number"
 * instead of "this field is required".
 */
export const fkSchema = z.preprocess(
  (value) =>
    value === '' ? undefined : typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value,
  z.number().int().positive(),
);
/** Timestamps travel as ISO strings. */
export const timestampSchema = z.string();
/** Calendar dates travel as YYYY-MM-DD. */
export const dateSchema = z.iso.date();
/** A related row expanded in a read shape: at least its id. */
export const refSchema = z.object({ id: idSchema }).passthrough();
