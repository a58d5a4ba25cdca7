import { Select } from '@mantine/core';
import type { Category } from '@rp/contract/entities';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { categoryLabel } from '../../../lib/labels';

/** The candidate's category among its list's categories (required). */
export function CandidateCategorySelect(props: {
  categories: Category[];
  value: number | null;
  error?: ReactNode;
  onChange: (value: number | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <Select
      label={t('candidates.fields.category')}
      withAsterisk
      allowDeselect={false}
      data={props.categories.map((category) => ({
        value: String(category.id),
        label: categoryLabel(t, category),
      }))}
      value={props.value == null ? null : String(props.value)}
      error={props.error}
      onChange={(value) => props.onChange(value ? Number(value) : null)}
    />
  );
}
