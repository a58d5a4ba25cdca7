import { MultiSelect, type MultiSelectProps, Select, type SelectProps } from '@mantine/core';
import type { ResourceContract, ResourceListParams, ResourceRow } from '@rp/contract';
import { resources } from '@rp/contract/resources';
import { useTranslation } from 'react-i18next';
import { useResourceOptions } from '../../lib/resource-hooks';

type Row = { id: number } & Record<string, unknown>;
type LabelOf<R extends ResourceContract = ResourceContract> = (
  row: ResourceRow<R>,
  lang: 'es' | 'en',
) => string;
type OptionParams<R extends ResourceContract> = Omit<ResourceListParams<R>, 'page' | 'page_size'>;

const defaultLabel = (row: Row, lang: 'es' | 'en') =>
  String(
    (lang === 'en' ? (row.name_en ?? row.name) : (row.name_es ?? row.name)) ??
      row.description ??
      row.full_name ??
      row.username ??
      row.code ??
      row.id,
  );

/** Rows a select leaves out (system values users do not pick, such as a reason the server sets). */
type Omit_<R extends ResourceContract> = (row: ResourceRow<R>) => boolean;

function useOptions<R extends ResourceContract>(
  resource: R,
  params: OptionParams<R> | undefined,
  labelOf?: LabelOf<R>,
  omit?: Omit_<R>,
) {
  const { i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'es';
  const query = useResourceOptions(resource, params);
  const data = (query.data ?? [])
    .filter((row) => !omit?.(row))
    .map((row) => ({
      value: String((row as Row).id),
      label: labelOf ? labelOf(row, lang) : defaultLabel(row as Row, lang),
    }));
  return { data, isLoading: query.isLoading };
}

/** A select of rows of one resource; the value is the row id (a number). */
export function ResourceSelect<R extends ResourceContract>(
  props: Omit<SelectProps, 'data' | 'value' | 'onChange' | 'resource'> & {
    resource: R;
    params?: OptionParams<R>;
    labelOf?: LabelOf<R>;
    omit?: Omit_<R>;
    value: number | null | undefined;
    onChange: (value: number | null) => void;
  },
) {
  const { resource, params, labelOf, omit, value, onChange, ...rest } = props;
  const { data, isLoading } = useOptions(resource, params, labelOf, omit);
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

export function ResourceMultiSelect<R extends ResourceContract>(
  props: Omit<MultiSelectProps, 'data' | 'value' | 'onChange' | 'resource'> & {
    resource: R;
    params?: OptionParams<R>;
    labelOf?: LabelOf<R>;
    value: number[] | undefined;
    onChange: (value: number[]) => void;
  },
) {
  const { resource, params, labelOf, value, onChange, ...rest } = props;
  const { data } = useOptions(resource, params, labelOf);
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
  props: Omit<Parameters<typeof ResourceSelect<typeof resources.catalogs>>[0], 'resource' | 'params'> & {
    clasId: number;
  },
) {
  const { clasId, ...rest } = props;
  return (
    <ResourceSelect
      resource={resources.catalogs}
      params={{ clas_id: clasId, status: true, ordering: 'name' }}
      {...rest}
    />
  );
}
