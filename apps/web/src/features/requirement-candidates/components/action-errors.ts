import type { TFunction } from 'i18next';
import { showApiError } from '../../../components/feedback/notify';
import { applyServerErrors } from '../../../components/form/use-zod-form';
import { ApiError } from '../../../lib/api-client';

/**
 * A failed action inside a modal: a 400 puts its messages on the form's fields (and returns the
 * lines that belong to none); anything else (409 {detail}, network) becomes a notification.
 */
export function handleActionError(
  error: unknown,
  t: TFunction,
  form?: { setFieldError: (path: string, error: string) => void; values: object },
): string[] {
  if (form && error instanceof ApiError && error.status === 400) return applyServerErrors(form, error);
  showApiError(error, t);
  return [];
}
