import { MonthPickerInput, type MonthPickerInputProps } from '@mantine/dates';
import { monthInputFormat } from '@rp/contract';

export type MonthFieldProps = Omit<
  MonthPickerInputProps<'default'>,
  'type' | 'value' | 'defaultValue' | 'onChange' | 'valueFormat'
> & {
  /** The month as `YYYY-MM` ('' or null: none). */
  value: string | null;
  onChange: (value: string | null) => void;
};

/**
 * The month variant of the app's date field (docs/decisions.md, "One date field"): a month picked
 * on a calendar of months, shown by name in the page's language ("noviembre 2026").
 */
export function MonthField({ value, onChange, ...props }: MonthFieldProps) {
  return (
    <MonthPickerInput
      {...props}
      valueFormat={monthInputFormat}
      value={value ? `${value.slice(0, 7)}-01` : null}
      onChange={(next) => onChange(next ? String(next).slice(0, 7) : null)}
    />
  );
}
