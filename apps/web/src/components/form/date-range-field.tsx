import { DatePickerInput, type DatePickerInputProps } from '@mantine/dates';
import { dateInputFormat } from '@rp/contract';

/** A period as the filters hold it: first and last day as `YYYY-MM-DD`, either open. */
export type DayRange = [string | null, string | null];

export type DateRangeFieldProps = Omit<
  DatePickerInputProps<'range'>,
  'type' | 'value' | 'defaultValue' | 'onChange' | 'valueFormat'
> & {
  value: DayRange;
  onChange: (value: DayRange) => void;
};

/**
 * The period variant of the app's date field (docs/decisions.md, "One date field"): picked on a
 * calendar (one day is a period too), shown as `DD/MM/YYYY – DD/MM/YYYY`, clearable.
 */
export function DateRangeField({ value, onChange, ...props }: DateRangeFieldProps) {
  return (
    <DatePickerInput
      clearable
      allowSingleDateInRange
      {...props}
      type="range"
      valueFormat={dateInputFormat}
      value={value}
      onChange={([from, to]) => onChange([from ? from.slice(0, 10) : null, to ? to.slice(0, 10) : null])}
    />
  );
}
