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
  const { t } = useTranslation();
  return (
    <DateInput
      placeholder={t('common.controls.date_placeholder')}
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
