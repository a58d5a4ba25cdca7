import { Loader, Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { ResourceContract, ResourceListParams, ResourceRow } from '@rp/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { resourceApi } from '../../lib/api-client';
import { resourceKeys } from '../../lib/resource-hooks';

type Option = { value: string; label: string };

/**
 * A select over a large resource: it asks the server (`?search=`, debounced) as the user types
 * instead of loading every row. The value is the row id (a number).
 */
export function SearchSelect<R extends ResourceContract>(
  props: Omit<SelectProps, 'data' | 'value' | 'onChange' | 'searchable' | 'resource'> & {
    resource: R;
    labelOf: (row: ResourceRow<R>) => string;
    value: number | null;
    onChange: (value: number | null, row: ResourceRow<R> | null) => void;
    params?: ResourceListParams<R>;
  },
) {
  type T = ResourceRow<R> & { id: number };
  const { resource, labelOf, value, onChange, params, ...rest } = props;
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<{ row: T; label: string } | null>(null);
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const term = selected && debounced === selected.label ? '' : debounced;
  const query = useQuery({
    queryKey: resourceKeys.list(resource, { ...params, search: term, page_size: 20 }),
    queryFn: () =>
      resourceApi.list(resource, { ...params, search: term, page_size: 20 } as ResourceListParams<R>),
    enabled: term.length > 0,
    staleTime: 30_000,
  });
  const rows = (query.data?.data ?? []) as T[];
  const data: Option[] = rows.map((row) => ({ value: String(row.id), label: labelOf(row) }));
  if (selected && value === selected.row.id && !data.some((o) => o.value === String(value)))
    data.unshift({ value: String(value), label: selected.label });

  return (
    <Select
      clearable
      {...rest}
      allowDeselect={false}
      searchable
      data={data}
      filter={({ options }) => options}
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage={term ? rest.nothingFoundMessage : undefined}
      rightSection={query.isFetching ? <Loader size="xs" /> : undefined}
      value={value == null ? null : String(value)}
      onChange={(next) => {
        const row = rows.find((r) => String(r.id) === next) ?? null;
        setSelected(row ? { row, label: labelOf(row) } : null);
        onChange(next ? Number(next) : null, row);
      }}
    />
  );
}
