// the calendar's month and weekday names in Spanish too, also on the public pages
import 'dayjs/locale/es';
import { DateInput, type DateInputProps } from '@mantine/dates';
import { dateInputFormat, formatIsoDate, parseTypedDate } from '@rp/contract';
import { useTranslation } from 'react-i18next';

/** A day as a form holds it: `YYYY-MM-DD` (a Date or '' are read too; '' is no day). */
type DayValue = string | Date | null | undefined;

export type DateFieldProps = Omit<
  DateInputProps,
  'value' | 'defaultValue' | 'onChange' | 'valueFormat' | 'dateParser' | 'minDate' | 'maxDate'
> & {
  value?: DayValue;
  /** The day as `YYYY-MM-DD`, or null when the field was cleared. */
  onChange?: (value: string | null) => void;
  minDate?: DayValue;
  maxDate?: DayValue;
};

const asDay = (value: DayValue) => (value ? formatIsoDate(value) || null : null);

/**
 * The app's one date field (docs/decisions.md, "One date field"): shown and typed as `DD/MM/YYYY`
 * in Spanish and English alike, read by the contract's one parser (`02/12/2026` is 2 December; an
 * impossible day is refused), with a calendar, min/max and, unless the field is required, a clear
 * button. The value in and out is a `YYYY-MM-DD` string, the shape the API takes.
 */
export function DateField({ value, onChange, minDate, maxDate, clearable, ...props }: DateFieldProps) {
  const { t, i18n } = useTranslation();
  return (
    <DateInput
      placeholder={t('common.controls.date_placeholder')}
      // as the signed-in app's dates provider, for the pages outside it (the public application)
      locale={i18n.language}
      firstDayOfWeek={0}
      clearable={clearable ?? !props.withAsterisk}
      {...props}
      valueFormat={dateInputFormat}
      dateParser={parseTypedDate}
      minDate={asDay(minDate) ?? undefined}
      maxDate={asDay(maxDate) ?? undefined}
      value={asDay(value)}
      onChange={(next) => onChange?.(next ? next.slice(0, 10) : null)}
    />
  );
}
