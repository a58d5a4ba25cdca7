import { Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import type { Category } from '@rp/contract/entities';
import { candidateStatuses } from '@rp/contract/enums';
import { useTranslation } from 'react-i18next';
import { CatalogSelect } from '../../../components/form/resource-select';
import { CandidateCategorySelect } from './candidate-category-select';
import { type CandidateForm, useCandidateFieldProps } from './candidate-field-props';
import { CandidateFormSection } from './candidate-form-section';

/**
 * The profile part of the full candidate form: category (among the list's), status, recruitment
 * source, schooling, English, last job and comments.
 */
export function CandidateProfileSection({
  form,
  categories,
}: {
  form: CandidateForm;
  categories: Category[];
}) {
  const { t } = useTranslation();
  const { text, catalog } = useCandidateFieldProps(form);
  return (
    <CandidateFormSection title={t('candidates.sections.profile')}>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <CandidateCategorySelect
          categories={categories}
          value={form.values.category}
          error={form.errors.category}
          onChange={(value) => form.setFieldValue('category', value)}
        />
        <Select
          {...text('status')}
          allowDeselect={false}
          data={candidateStatuses.map((status) => ({
            value: status,
            label: t(`candidates.statuses.${status}`),
          }))}
        />
        <CatalogSelect clasId={9} {...catalog('recruitment_source')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <CatalogSelect clasId={2} {...catalog('scholar_level')} />
        <TextInput {...text('scholar_speciality')} />
        <CatalogSelect clasId={8} {...catalog('english_level')} />
      </SimpleGrid>
      <Textarea {...text('scholar_notes')} autosize minRows={2} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput {...text('last_company')} />
        <TextInput {...text('last_position')} />
      </SimpleGrid>
      <Textarea {...text('additional_comments')} autosize minRows={2} />
    </CandidateFormSection>
  );
}
