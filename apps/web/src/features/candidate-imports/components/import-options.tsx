import { Group, Radio, Select, Stack } from '@mantine/core';
import type { ImportCheckBody } from '@rp/contract/entities';
import { resources } from '@rp/contract/resources';
import { useTranslation } from 'react-i18next';
import { categoryLabel } from '../../../lib/labels';
import { useResourceOptions } from '../../../lib/resource-hooks';

export type ImportDuplicates = ImportCheckBody['duplicates'];

/**
 * The choices beside the mapping: the category of rows that name none (only when no column is the
 * category; without it such a row is an error), and what to do with a row that matches a
 * candidate already in the database — update it with the row's values, or leave it.
 */
export function ImportOptions(props: {
  hasCategoryColumn: boolean;
  defaultCategory: number | null;
  onDefaultCategory: (category: number | null) => void;
  duplicates: ImportDuplicates;
  onDuplicates: (duplicates: ImportDuplicates) => void;
}) {
  const { t } = useTranslation();
  const categories = useResourceOptions(resources.categories, { ordering: 'code' }, !props.hasCategoryColumn);

  return (
    <Stack gap="md">
      {!props.hasCategoryColumn && (
        <Select
          label={t('candidates.candidate_import.mapping.default_category')}
          description={t('candidates.candidate_import.mapping.default_category_hint')}
          placeholder={t('candidates.candidate_import.mapping.default_category_placeholder')}
          data={(categories.data ?? []).map((category) => ({
            value: String(category.id),
            label: categoryLabel(t, category),
          }))}
          value={props.defaultCategory === null ? null : String(props.defaultCategory)}
          onChange={(value) => props.onDefaultCategory(value ? Number(value) : null)}
          disabled={categories.isLoading}
          clearable
          maw={420}
        />
      )}
      <Radio.Group
        label={t('candidates.candidate_import.mapping.duplicates')}
        value={props.duplicates}
        onChange={(value) => props.onDuplicates(value === 'skip' ? 'skip' : 'update')}
      >
        <Group gap="lg" mt="xs">
          <Radio value="update" label={t('candidates.candidate_import.mapping.duplicates_update')} />
          <Radio value="skip" label={t('candidates.candidate_import.mapping.duplicates_skip')} />
        </Group>
      </Radio.Group>
    </Stack>
  );
}
