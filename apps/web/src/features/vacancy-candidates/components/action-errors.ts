import type { TFunction } from 'i18next';
import { apiErrorLines } from '../../../components/feedback/notify';
import { applyServerErrors } from '../../../components/form/use-zod-form';
import { ApiError } from '../../../lib/api-client';

/**
 * A failed call, shown where it was made: a 400 puts its messages on the form's fields (returning
 * the lines that belong to none); anything else (a 409's `detail`, network) becomes the lines.
 */
export function actionErrorLines(
  error: unknown,
  t: TFunction,
  form?: { setFieldError: (path: string, error: string) => void; values: object },
): string[] {
  if (form && error instanceof ApiError && error.status === 400) return applyServerErrors(form, error);
  return apiErrorLines(error, t);
}
