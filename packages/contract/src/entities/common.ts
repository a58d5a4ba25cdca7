import { z } from 'zod';

export const idSchema = z.number().int().positive();
/** A foreign key as written by clients. */
export const fkSchema = z.coerce.number().int().positive();
/** Timestamps travel as ISO strings. */
export const timestampSchema = z.string();
/** Calendar dates travel as YYYY-MM-DD. */
export const dateSchema = z.iso.date();
/** A related row expanded in a read shape: at least its id. */
export const refSchema = z.object({ id: idSchema }).passthrough();
