import { Select } from '@mantine/core';

export type FilterOption<V extends string | number> = { value: V; label: string };

/**
 * One filter of a list's toolbar (`ResourceTable`'s `toolbar`, beside its search and its "clear
 * filters" button): a select whose label is both its accessible name and its placeholder (unless it
 * says what no choice means: "All actions"), clearable
 * (no choice: no filter), with its options' own values — an id stays a number, a status one of its
 * list — so a toolbar neither converts nor casts what the select gives back.
 */
export function FilterSelect<V extends string | number>(props: {
  label: string;
  placeholder?: string;
  w: number;
  options: readonly FilterOption<V>[];
  value: V | null;
  onChange: (value: V | null) => void;
  searchable?: boolean;
}) {
  const { options } = props;
  return (
    <Select
      aria-label={props.label}
      placeholder={props.placeholder ?? props.label}
      w={props.w}
      clearable
      searchable={props.searchable}
      data={options.map((option) => ({ value: String(option.value), label: option.label }))}
      value={props.value === null ? null : String(props.value)}
      onChange={(value) =>
        props.onChange(options.find((option) => String(option.value) === value)?.value ?? null)
      }
    />
  );
}

/** Options of numbers that are their own labels (years, weeks). */
export const numberOptions = (values: readonly number[]): FilterOption<number>[] =>
  values.map((value) => ({ value, label: String(value) }));

/**
 * The options with the chosen value kept when they lack it (a filter a board's link or a preset sets
 * before the data hold it): it shows as its number rather than as an empty select.
 */
export const withChosen = (options: FilterOption<number>[], value: number | null): FilterOption<number>[] =>
  value === null || options.some((option) => option.value === value)
    ? options
    : [...options, { value, label: String(value) }];
