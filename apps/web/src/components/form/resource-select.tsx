import { MultiSelect, type MultiSelectProps, Select, type SelectProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useResourceOptions } from '../../lib/resource-hooks';

type Row = { id: number } & Record<string, unknown>;
type LabelOf = (row: Row, lang: 'es' | 'en') => string;

const defaultLabel: LabelOf = (row, lang) =>
  String(
    (lang === 'en' ? (row.name_en ?? row.name) : (row.name_es ?? row.name)) ??
      row.description ??
      row.full_name ??
      row.username ??
      row.code ??
      row.id,
  );

/** Rows a select leaves out (system values users do not pick, such as a reason the server sets). */
type Omit_ = (row: Row) => boolean;

function useOptions(
  path: string,
  params: Record<string, unknown> | undefined,
  labelOf: LabelOf = defaultLabel,
  omit?: Omit_,
) {
  const { i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'es';
  const query = useResourceOptions<Row>(path, params);
  const data = (query.data ?? [])
    .filter((row) => !omit?.(row))
    .map((row) => ({ value: String(row.id), label: labelOf(row, lang) }));
  return { data, isLoading: query.isLoading };
}

/** A select of rows of one resource; the value is the row id (a number). */
export function ResourceSelect(
  props: Omit<SelectProps, 'data' | 'value' | 'onChange'> & {
    path: string;
    params?: Record<string, unknown>;
    labelOf?: LabelOf;
    omit?: Omit_;
    value: number | null | undefined;
    onChange: (value: number | null) => void;
  },
) {
  const { path, params, labelOf, omit, value, onChange, ...rest } = props;
  const { data, isLoading } = useOptions(path, params, labelOf, omit);
  return (
    <Select
      searchable
      clearable
      {...rest}
      allowDeselect={false}
      data={data}
      disabled={rest.disabled || isLoading}
      value={value == null ? null : String(value)}
      onChange={(next) => onChange(next ? Number(next) : null)}
    />
  );
}

export function ResourceMultiSelect(
  props: Omit<MultiSelectProps, 'data' | 'value' | 'onChange'> & {
    path: string;
    params?: Record<string, unknown>;
    labelOf?: LabelOf;
    value: number[] | undefined;
    onChange: (value: number[]) => void;
  },
) {
  const { path, params, labelOf, value, onChange, ...rest } = props;
  const { data } = useOptions(path, params, labelOf);
  return (
    <MultiSelect
      searchable
      clearable
      {...rest}
      data={data}
      value={(value ?? []).map(String)}
      onChange={(next) => onChange(next.map(Number))}
    />
  );
}

/** Catalog items of one classification (docs/domain.md#formats-and-constants: classification ids), labelled in the UI language. */
export function CatalogSelect(
  props: Omit<Parameters<typeof ResourceSelect>[0], 'path' | 'params'> & { clasId: number },
) {
  const { clasId, ...rest } = props;
  return (
    <ResourceSelect path="catalogs/" params={{ clas_id: clasId, status: true, ordering: 'name' }} {...rest} />
  );
}
