import '../texts';
import {
  Autocomplete,
  Button,
  Card,
  Checkbox,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { Vacancy } from '@rp/contract/entities';
import { genders, type VacancyType } from '@rp/contract/enums';
import { userDisplayName } from '@rp/contract/rules/names';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrors } from '../../../components/feedback/form-errors';
import { DateField } from '../../../components/form/date-field';
import { AmountField, IntegerField } from '../../../components/form/decimal-field';
import { DraftNotice } from '../../../components/form/draft-notice';
import { useFormRecord } from '../../../components/form/use-form-record';
import { applyServerErrors, useZodForm } from '../../../components/form/use-zod-form';
import { categoryLabel } from '../../../lib/labels';
import { useOfflineDraft } from '../../../lib/use-offline-draft';
import { useDistinctPositions } from '../api/get-distinct-positions';
import {
  departmentName,
  useCatalogOptions,
  useDepartments,
  useUserLists,
  useVacancyCategories,
} from '../api/get-vacancy-references';
import { TranslateButtons } from './translate-buttons';
import { useVacancySubmit } from './use-vacancy-submit';
import {
  emptyVacancyValues,
  type VacancyFormValues,
  vacancyFormSchema,
  vacancyValues,
} from './vacancy-form-values';
import { VacancyPlaceFields } from './vacancy-place-fields';

/** What the page gives the form to pick the company (the user's companies, from the clients area). */
export type CompanyFieldProps = {
  label: string;
  withAsterisk: boolean;
  value: number | null;
  error?: ReactNode;
  onChange: (value: number | null) => void;
};

type IdField = {
  [K in keyof VacancyFormValues]: VacancyFormValues[K] extends number | null ? K : never;
}[keyof VacancyFormValues];

const toId = (value: string | null) => (value ? Number(value) : null);
const toOption = (value: number | null) => (value === null ? null : String(value));

function Section(props: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={props.title}>
      <Title order={3} fz="md" mb="md">
        {props.title}
      </Title>
      <Stack gap="sm">{props.children}</Stack>
    </Card>
  );
}

/**
 * The new vacancy form, and the edit form of a vacancy while New: every writable field grouped as
 * a requester fills them (request, conditions, profile, team), validated by the contract's rules
 * in the UI language. After saving: 'Vacancy was saved', and the reminder to review the
 * technological resources while they are not reviewed.
 */
export function VacancyForm(props: {
  type: VacancyType;
  /** The vacancy to edit; without it the form creates one. */
  vacancy?: Vacancy;
  initialCompany?: number | null;
  companyField: (field: CompanyFieldProps) => ReactNode;
  onSaved: (vacancy: Vacancy) => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation();
  const emptyValues = () => emptyVacancyValues(props.type, props.initialCompany ?? null);
  const form = useZodForm<VacancyFormValues>(
    vacancyFormSchema,
    props.vacancy ? vacancyValues(props.vacancy) : emptyValues(),
  );
  // a new vacancy is kept on the device as it is typed, and queued when there is no connection
  const draft = useOfflineDraft({
    kind: 'vacancy',
    variant: props.type,
    enabled: !props.vacancy,
    form,
    emptyValues,
  });
  useFormRecord(form, props.vacancy, vacancyValues, { version: (row) => [row.id, row.updated_at] });
  const { handleSubmit, formError, setFormError, isSaving } = useVacancySubmit({
    form,
    vacancy: props.vacancy,
    draft,
    onSaved: props.onSaved,
  });
  const values = form.values;

  const categories = useVacancyCategories();
  const departments = useDepartments();
  const lists = useUserLists();
  const salaryTypes = useCatalogOptions('salaryType', values.salary_type);
  const reasons = useCatalogOptions('vacancyReasons', values.reason);
  const scholarLevels = useCatalogOptions('scholarLevel', values.scholar_level);
  const englishLevels = useCatalogOptions('englishLevels', values.english_level);
  const [positionSearch] = useDebouncedValue(values.position, 300);
  const positions = useDistinctPositions(values.vacancy_type, positionSearch);

  const idSelect = (
    field: IdField,
    label: string,
    data: { value: string; label: string }[],
    isLoading = false,
  ) => (
    <Select
      label={label}
      searchable
      clearable
      data={data}
      disabled={isLoading}
      value={toOption(values[field])}
      onChange={(value) => form.setFieldValue(field, toId(value))}
      error={form.errors[field]}
    />
  );

  const userOptions = (group: 'recruiters' | 'hr_managers' | 'program_managers', keep: number | null) => {
    const users = lists.data?.[group] ?? [];
    const options = users.map((user) => ({ value: String(user.id), label: userDisplayName(user) }));
    // a saved member no longer in the list keeps showing
    return keep === null || users.some((user) => user.id === keep)
      ? options
      : [...options, { value: String(keep), label: `#${keep}` }];
  };

  const textArea = (field: 'experience' | 'responsabilities' | 'additional_comments') => {
    const label = t(`vacancies.fields.${field}`);
    return (
      <Stack gap={4}>
        <Textarea label={label} autosize minRows={3} maxLength={5000} {...form.getInputProps(field)} />
        <Group justify="flex-end">
          <TranslateButtons
            field={label}
            value={values[field]}
            onChange={(text) => form.setFieldValue(field, text)}
          />
        </Group>
      </Stack>
    );
  };

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={t('vacancies.detail.summary')}>
      <Stack>
        <DraftNotice
          draft={draft.restored}
          onDiscard={draft.discard}
          onRefusal={(refusal) => setFormError(applyServerErrors(form, refusal))}
        />
        <FormErrors lines={formError} />
        <Section title={t('vacancies.sections.request')}>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
            {props.companyField({
              label: t('vacancies.fields.company'),
              withAsterisk: true,
              value: values.company,
              error: form.errors.company,
              onChange: (value) => form.setFieldValue('company', value),
            })}
            {idSelect(
              'department',
              t('vacancies.fields.department'),
              (departments.data ?? [])
                .filter((row) => row.status || row.id === values.department)
                .map((row) => ({ value: String(row.id), label: departmentName(row, i18n.language) })),
              departments.isLoading,
            )}
            <Select
              label={t('vacancies.fields.category')}
              withAsterisk
              data={categories.map((row) => ({ value: String(row.id), label: categoryLabel(t, row) }))}
              value={toOption(values.category)}
              onChange={(value) => form.setFieldValue('category', toId(value))}
              error={form.errors.category}
            />
            <TextInput
              label={t('vacancies.fields.requisitor_name')}
              maxLength={150}
              {...form.getInputProps('requisitor_name')}
            />
            <TextInput
              label={t('vacancies.fields.requisitor_email')}
              type="email"
              maxLength={254}
              {...form.getInputProps('requisitor_email')}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
            <Autocomplete
              label={t('vacancies.fields.position')}
              placeholder={t('vacancies.form.position_placeholder')}
              withAsterisk
              maxLength={255}
              data={positions.data ?? []}
              limit={20}
              {...form.getInputProps('position')}
            />
            <IntegerField
              label={t('vacancies.fields.quantity')}
              withAsterisk
              {...form.getInputProps('quantity')}
            />
            <DateField label={t('vacancies.fields.expected_date')} {...form.getInputProps('expected_date')} />
          </SimpleGrid>
        </Section>

        <Section title={t('vacancies.sections.conditions')}>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {idSelect(
              'salary_type',
              t('vacancies.fields.salary_type'),
              salaryTypes.data,
              salaryTypes.isLoading,
            )}
            <AmountField
              label={t('vacancies.fields.salary_from')}
              withAsterisk
              isMoney
              {...form.getInputProps('salary_from')}
            />
            <AmountField
              label={t('vacancies.fields.salary_to')}
              withAsterisk
              isMoney
              {...form.getInputProps('salary_to')}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
            <VacancyPlaceFields
              company={values.company}
              shift={form.getInputProps('shift_description')}
              plant={form.getInputProps('plant')}
            />
            <Autocomplete
              label={t('vacancies.fields.type_hiring')}
              maxLength={60}
              data={[t('vacancies.hiring_types.permanent'), t('vacancies.hiring_types.temporary')]}
              {...form.getInputProps('type_hiring')}
            />
            <TextInput
              label={t('vacancies.fields.temporal_time')}
              maxLength={60}
              {...form.getInputProps('temporal_time')}
            />
            {idSelect('reason', t('vacancies.fields.reason'), reasons.data, reasons.isLoading)}
            <TextInput
              label={t('vacancies.fields.employee_substitution')}
              maxLength={255}
              {...form.getInputProps('employee_substitution')}
            />
          </SimpleGrid>
          <Group gap="lg">
            <Checkbox
              label={t('vacancies.fields.is_foreign')}
              {...form.getInputProps('is_foreign', { type: 'checkbox' })}
            />
            <Checkbox
              label={t('vacancies.fields.is_confidential')}
              {...form.getInputProps('is_confidential', { type: 'checkbox' })}
            />
          </Group>
        </Section>

        <Section title={t('vacancies.sections.profile')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {textArea('experience')}
            {textArea('responsabilities')}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
            {idSelect(
              'scholar_level',
              t('vacancies.fields.scholar_level'),
              scholarLevels.data,
              scholarLevels.isLoading,
            )}
            <TextInput
              label={t('vacancies.fields.scholar_speciality')}
              maxLength={255}
              {...form.getInputProps('scholar_speciality')}
            />
            {idSelect(
              'english_level',
              t('vacancies.fields.english_level'),
              englishLevels.data,
              englishLevels.isLoading,
            )}
            <Select
              label={t('vacancies.fields.genre')}
              data={genders.map((value) => ({ value, label: t(`common.enums.gender.${value}`) }))}
              allowDeselect={false}
              {...form.getInputProps('genre')}
            />
          </SimpleGrid>
          <Group gap="lg">
            <Checkbox
              label={t('vacancies.fields.require_visa')}
              {...form.getInputProps('require_visa', { type: 'checkbox' })}
            />
            <Checkbox
              label={t('vacancies.fields.require_passport')}
              {...form.getInputProps('require_passport', { type: 'checkbox' })}
            />
          </Group>
          {textArea('additional_comments')}
        </Section>

        <Section title={t('vacancies.sections.team')}>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {idSelect(
              'recruiter',
              t('vacancies.fields.recruiter'),
              userOptions('recruiters', values.recruiter),
              lists.isLoading,
            )}
            {idSelect(
              'hr_manager',
              t('vacancies.fields.hr_manager'),
              userOptions('hr_managers', values.hr_manager),
              lists.isLoading,
            )}
            {idSelect(
              'program_manager',
              t('vacancies.fields.program_manager'),
              userOptions('program_managers', values.program_manager),
              lists.isLoading,
            )}
          </SimpleGrid>
        </Section>

        <Group justify="flex-end">
          <Button variant="default" onClick={props.onCancel}>
            {t('common.actions.cancel')}
          </Button>
          <Button type="submit" loading={isSaving}>
            {props.vacancy ? t('vacancies.form.save_changes') : t('vacancies.form.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
