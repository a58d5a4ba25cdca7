import { SimpleGrid } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/form/date-field';

type InterviewForm = {
  values: { interview_date: string; interview_time: string };
  errors: Record<string, unknown>;
  setFieldValue: (path: 'interview_date' | 'interview_time', value: string) => void;
};

const errorOf = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** Interview date (typed DD/MM/YYYY or picked) and time (HH:MM), both required. */
export function InterviewFields({ form }: { form: InterviewForm }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <DateField
        label={t('followup.assign.interview_date')}
        withAsterisk
        value={form.values.interview_date || null}
        onChange={(value) => form.setFieldValue('interview_date', value ?? '')}
        error={errorOf(form.errors.interview_date)}
      />
      <TimeInput
        label={t('followup.assign.interview_time')}
        withAsterisk
        value={form.values.interview_time}
        onChange={(event) => form.setFieldValue('interview_time', event.currentTarget.value)}
        error={errorOf(form.errors.interview_time)}
      />
    </SimpleGrid>
  );
}
