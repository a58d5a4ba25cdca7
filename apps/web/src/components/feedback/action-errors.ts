import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api-client';
import { applyServerErrors } from '../form/use-zod-form';
import { apiErrorLines, showApiError } from './notify';

type ActionForm = { setFieldError: (path: string, error: string) => void; values: object };

/**
 * A failed action inside a modal: a 400 puts its messages on the form's fields (and returns the
 * lines that belong to none); anything else (409 {detail}, network) becomes a notification.
 */
export function handleActionError(error: unknown, t: TFunction, form?: ActionForm): string[] {
  if (form && error instanceof ApiError && error.status === 400) return applyServerErrors(form, error);
  showApiError(error, t);
  return [];
}

/**
 * A failed call, shown where it was made: a 400 puts its messages on the form's fields (returning
 * the lines that belong to none); anything else (a 409's `detail`, network) becomes the lines.
 */
export function actionErrorLines(error: unknown, t: TFunction, form?: ActionForm): string[] {
  if (form && error instanceof ApiError && error.status === 400) return applyServerErrors(form, error);
  return apiErrorLines(error, t);
}
