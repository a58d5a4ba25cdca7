import { z } from 'zod';
import { hasAtMostDecimals } from '../rules/number';

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
/**
 * A whole number of a query or multipart field: plain digits in a string (or a number). Not
 * `z.coerce.number()`, which also read `0x10`, `1e3`, ` 12 ` and `Infinity` (docs/decisions.md
 * "Query numbers are plain digits"); an empty string is a missing value.
 */
export const queryInt = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) =>
      value === '' ? undefined : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value,
    schema,
  );
/**
 * A text field as clients write it: trimmed, at most `max` characters (every string a client
 * writes has a maximum; issue 10, finding 9). Names 150–255, codes 30–50, addresses 500,
 * notes and descriptions 2,000–5,000; never more than the column's varchar length.
 */
export const text = (max: number) => z.string().trim().max(max);
/** Timestamps travel as ISO strings. */
export const timestampSchema = z.string();
/** Calendar dates travel as YYYY-MM-DD. */
export const dateSchema = z.iso.date();
/**
 * A number stored with `places` decimals (numeric(p, places)): more decimals are refused with a
 * field message, never rounded on the way in; a string such as "5,8" is refused as not a number
 * (the web reads typed text with `readNumber`, docs/decisions.md#typed-numbers).
 */
export const decimalNumber = (places: number) =>
  z.number().refine((value) => hasAtMostDecimals(value, places), {
    message: 'validation.max_decimals',
    params: { count: places },
  });
