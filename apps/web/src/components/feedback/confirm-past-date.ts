import { formatDate, isPastDay } from '@rp/contract';
import type { TFunction } from 'i18next';
import { confirmAction } from './confirm';

/**
 * Before saving a day that says when something is needed or happens (a requirement's date, a
 * vacancy's expected date, an interview): a day already past asks for confirmation
 * (docs/decisions.md, "One date field"). A past day that was already saved (`saved`) is not asked
 * again. Resolves true when the save may go on.
 */
export async function confirmPastDate(options: {
  t: TFunction;
  day: string | null | undefined;
  saved?: string | null;
}): Promise<boolean> {
  const { t, day } = options;
  if (!isPastDay(day) || day === options.saved) return true;
  return confirmAction({
    t,
    title: t('common.confirm.past_date_title'),
    message: t('common.confirm.past_date_message', { date: formatDate(day) }),
    confirmLabel: t('common.confirm.past_date_save'),
    isDanger: false,
  });
}
