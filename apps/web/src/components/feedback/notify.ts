import { notifications } from '@mantine/notifications';
import { errorLines } from '@rp/contract';
import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api-client';

/** Server errors as "FIELD: first message" lines (docs/domain.md#api-conventions). */
export function apiErrorLines(error: unknown, t: TFunction): string[] {
  if (error instanceof ApiError) {
    const lines = errorLines(error.data as Record<string, string[] | string>);
    return lines.length ? lines : [t('common.notify.error')];
  }
  return [t('common.notify.error')];
}

export function showApiError(error: unknown, t: TFunction, title?: string) {
  notifications.show({
    color: 'red',
    title: title ?? t('common.notify.error'),
    message: apiErrorLines(error, t).join('\n'),
  });
}

export function showSaved(t: TFunction, message?: string) {
  notifications.show({ color: 'green', message: message ?? t('common.notify.saved') });
}

/** An action that went through but for a part of it: stays until the user closes it. */
export function showWarning(title: string, message: string) {
  notifications.show({ color: 'yellow', title, message, autoClose: false });
}
