import '../texts';
import {
  Button,
  Checkbox,
  Fieldset,
  Group,
  Radio,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { type VacancyCandidate, vacancyCandidateUpdateSchema } from '@rp/contract/entities';
import { clas } from '@rp/contract/enums';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { actionErrorLines } from '../../../components/feedback/action-errors';
import { FormErrors } from '../../../components/feedback/form-errors';
import { showSaved } from '../../../components/feedback/notify';
import { AmountField, IntegerField } from '../../../components/form/decimal-field';
import { CatalogSelect } from '../../../components/form/resource-select';
import { useFormRecord } from '../../../components/form/use-form-record';
import { emptyToNull, useZodForm } from '../../../components/form/use-zod-form';
import { saveCandidateDetails, useVacancyCandidateAction } from '../api/vacancy-candidate-actions';

const textFields = [
  'availability_schedule',
  'last_company',
  'last_company_position',
  'last_company_duration',
  'last_jobstatus',
  'reason_for_new_job',
  'bonus_christmas_description',
  'bonus_vacations_description',
  'insurance_major_type',
  'insurance_minor_type',
  'save_funds_description',
  'vacations_description',
  'time_to_enter',
  'key_experience',
] as const;
const numberFields = [
  'last_salary',
  'new_salary',
  'coupons',
  'bonus_punctuality',
  'bonus_attendance',
  'bonus_yearly',
  'bonus_gasoline',
  'additional_days',
] as const;
const yesNoFields = [
  'own_car',
  'has_visa',
  'has_passport',
  'bonus_christmas',
  'bonus_vacations',
  'insurance_major',
  'insurance_minor',
  'insurance_life',
  'insurance_dental',
  'indexing',
  'plan_retirement',
  'save_box',
  'save_funds',
  'vacations',
] as const;

type TextField = (typeof textFields)[number];
type NumberField = (typeof numberFields)[number];
type YesNoField = (typeof yesNoFields)[number];
type Values = Record<TextField, string> &
  Record<NumberField, number | string> &
  Record<YesNoField, boolean> & {
    is_viable: 'yes' | 'no' | null;
    english_level: number | null;
    recruit_source: number | null;
  };

/** The row as the form edits it: text as '', numbers as '' when empty, unanswered yes/no as no. */
export function detailsValues(row: VacancyCandidate): Values {
  const values = {
    is_viable: row.is_viable === null ? null : row.is_viable ? 'yes' : 'no',
    english_level: row.english_level,
    recruit_source: row.recruit_source,
  } as Values;
  for (const field of textFields) values[field] = row[field] ?? '';
  for (const field of numberFields) values[field] = row[field] ?? '';
  for (const field of yesNoFields) values[field] = row[field] ?? false;
  return values;
}

/** The PUT body: '' travels as null, numbers as numbers, viability as a boolean (null unanswered). */
function toBody(values: Values) {
  const { is_viable, ...rest } = emptyToNull(values);
  const body: Record<string, unknown> = {
    ...rest,
    is_viable: is_viable === null ? null : is_viable === 'yes',
  };
  for (const field of numberFields) {
    const value = rest[field];
    body[field] = value === null || value === '' ? null : Number(value);
  }
  return body;
}

/** The form's values checked as the body they become (the contract's update schema). */
const detailsSchema = z.preprocess((values) => toBody(values as Values), vacancyCandidateUpdateSchema);

/**
 * A group of fields as a person fills them: one column up to tablets, two from `sm` (62em). Breakpoints
 * follow the viewport, and from `md` (75em) the form has two thirds of the content: two columns stay
 * wide enough for their labels from 1200 px.
 */
function Section({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Fieldset legend={legend} radius="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
        {children}
      </SimpleGrid>
    </Fieldset>
  );
}

/**
 * Viability (yes/no; closing waits for it) and the interview and offer details of one candidate of a
 * vacancy, saved with PUT vacancy-candidates/{id}/ (fields not sent stay as they are).
 */
export function CandidateDetailsForm({ row, isReadOnly }: { row: VacancyCandidate; isReadOnly: boolean }) {
  const { t } = useTranslation();
  const form = useZodForm<Values>(detailsSchema, detailsValues(row));
  useFormRecord(form, row, detailsValues, { version: (record) => [record.id, record.updated_at] });
  const [lines, setLines] = useState<string[]>([]);
  const save = useVacancyCandidateAction(saveCandidateDetails);
  const label = (key: string) =>
    t(`vacancies.candidates.fields.${key}` as 'vacancies.candidates.fields.own_car');

  const text = (field: TextField, key: string = field) => (
    <TextInput label={label(key)} disabled={isReadOnly} {...form.getInputProps(field)} />
  );
  const area = (field: TextField) => (
    <Textarea
      label={label(field)}
      autosize
      minRows={2}
      disabled={isReadOnly}
      {...form.getInputProps(field)}
    />
  );
  const number = (field: NumberField, isMoney = true) =>
    isMoney ? (
      <AmountField label={label(field)} isMoney disabled={isReadOnly} {...form.getInputProps(field)} />
    ) : (
      <IntegerField label={label(field)} disabled={isReadOnly} {...form.getInputProps(field)} />
    );
  const check = (field: YesNoField) => (
    <Checkbox
      label={label(field)}
      disabled={isReadOnly}
      mt={{ base: 0, sm: 'lg' }}
      {...form.getInputProps(field, { type: 'checkbox' })}
    />
  );
  /** A yes/no with its description, enabled once it is yes. */
  const described = (field: YesNoField, description: TextField, key = 'description') => (
    <Stack gap={4}>
      <Checkbox
        label={label(field)}
        disabled={isReadOnly}
        {...form.getInputProps(field, { type: 'checkbox' })}
      />
      <TextInput
        aria-label={`${label(field)} · ${label(key)}`}
        placeholder={label(key)}
        disabled={isReadOnly || !form.values[field]}
        {...form.getInputProps(description)}
      />
    </Stack>
  );

  const handleSubmit = async (values: Values) => {
    setLines([]);
    try {
      await save.mutateAsync({ id: row.id, body: toBody(values) });
      showSaved(t, t('vacancies.candidates.saved'));
    } catch (error) {
      setLines(actionErrorLines(error, t, form));
    }
  };

  return (
    <form onSubmit={form.onSubmit(handleSubmit)} noValidate>
      <Stack>
        <FormErrors lines={lines} />
        <Fieldset legend={t('vacancies.candidates.sections.viability')} radius="md">
          <Radio.Group
            label={t('vacancies.candidates.viable_question')}
            withAsterisk
            value={form.values.is_viable}
            onChange={(value) => form.setFieldValue('is_viable', value === 'no' ? 'no' : 'yes')}
            error={form.errors.is_viable}
          >
            <Group mt="xs">
              <Radio value="yes" label={t('vacancies.candidates.viability.yes')} disabled={isReadOnly} />
              <Radio value="no" label={t('vacancies.candidates.viability.no')} disabled={isReadOnly} />
            </Group>
          </Radio.Group>
        </Fieldset>
        <Section legend={t('vacancies.candidates.sections.profile')}>
          {text('availability_schedule')}
          {text('time_to_enter')}
          <CatalogSelect
            clasId={clas.englishLevels}
            label={label('english_level')}
            disabled={isReadOnly}
            value={form.values.english_level}
            onChange={(value) => form.setFieldValue('english_level', value)}
            error={form.errors.english_level}
          />
          {check('own_car')}
          {check('has_visa')}
          {check('has_passport')}
        </Section>
        <Section legend={t('vacancies.candidates.sections.last_job')}>
          {text('last_company')}
          {text('last_company_position')}
          {text('last_company_duration')}
          {text('last_jobstatus')}
          {number('last_salary')}
          {area('reason_for_new_job')}
        </Section>
        <Section legend={t('vacancies.candidates.sections.offer')}>
          {number('new_salary')}
          {number('coupons')}
          {number('bonus_punctuality')}
          {number('bonus_attendance')}
          {number('bonus_yearly')}
          {number('bonus_gasoline')}
          {described('bonus_christmas', 'bonus_christmas_description')}
          {described('bonus_vacations', 'bonus_vacations_description')}
          {described('insurance_major', 'insurance_major_type', 'insurance_type')}
          {described('insurance_minor', 'insurance_minor_type', 'insurance_type')}
          {check('insurance_life')}
          {check('insurance_dental')}
          {check('indexing')}
          {check('plan_retirement')}
          {check('save_box')}
          {described('save_funds', 'save_funds_description')}
          {described('vacations', 'vacations_description')}
          {number('additional_days', false)}
        </Section>
        <Section legend={t('vacancies.candidates.sections.experience')}>
          {area('key_experience')}
          <CatalogSelect
            clasId={clas.recruitmentSource}
            label={label('recruit_source')}
            disabled={isReadOnly}
            value={form.values.recruit_source}
            onChange={(value) => form.setFieldValue('recruit_source', value)}
            error={form.errors.recruit_source}
          />
        </Section>
        {!isReadOnly && (
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              {t('vacancies.candidates.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
