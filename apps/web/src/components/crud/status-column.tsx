import { Badge } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { DataTableColumn } from '../data-table/data-table';

/** The Active/Inactive badge column every catalog-like list shows. */
export function statusColumn<T extends { status: boolean }>(t: TFunction): DataTableColumn<T> {
  return {
    accessor: 'status',
    title: t('common.fields.status'),
    sortable: true,
    render: (row) => (
      <Badge color={row.status ? 'green' : 'gray'} variant="light">
        {row.status ? t('common.fields.active') : t('common.fields.inactive')}
      </Badge>
    ),
  };
}
