import type { z } from 'zod';

/** A parameter of a message that is itself translated in the reader's language (a permission's name). */
export type TermParam = { term: string };
export const term = (key: string): TermParam => ({ term: key });

/** An error the API answers with a status and a translatable detail. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly key: string,
    readonly params: Record<string, unknown> = {},
    readonly extra: Record<string, unknown> = {},
  ) {
    super(key);
  }
}

/**
 * 400 with per-field messages already built, or with zod issues to translate; `extra` goes beside
 * the messages as data (`duplicate_of` of an identity clash, docs/api.md#errors).
 */
export class FieldErrors extends Error {
  readonly statusCode = 400;
  constructor(
    readonly fields: Record<string, Array<{ key: string; params?: Record<string, unknown> }>> = {},
    readonly issues: ReadonlyArray<z.core.$ZodIssue> = [],
    readonly extra: Record<string, unknown> = {},
  ) {
    super('validation');
  }
  static one(field: string, key: string, params?: Record<string, unknown>): FieldErrors {
    return new FieldErrors({ [field]: [{ key, params }] });
  }
}

export const unauthorized = (key = 'errors.token_invalid') => new ApiError(401, key);
export const forbidden = (key = 'errors.forbidden') => new ApiError(403, key);
export const notFound = () => new ApiError(404, 'errors.not_found');
export const conflict = (key: string, params?: Record<string, unknown>, extra?: Record<string, unknown>) =>
  new ApiError(409, key, params, extra);
