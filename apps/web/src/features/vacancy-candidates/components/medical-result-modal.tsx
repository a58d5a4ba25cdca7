import '../texts';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { formatIsoDate } from '@rp/contract';
import { updateVacancyMedicalServiceBody, type VacancyCandidate } from '@rp/contract/entities';
import { type MedicalStatus, medicalStatuses } from '@rp/contract/enums';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { actionErrorLines } from '../../../components/feedback/action-errors';
import { FormErrors } from '../../../components/feedback/form-errors';
import { MedicalStatusSelect } from '../../../components/follow-up/medical-status-select';
import { useActionForm } from '../../../components/follow-up/use-action-form';
import { DateField } from '../../../components/form/date-field';
import { FormModal } from '../../../components/form/form-modal';
import { emptyToNull } from '../../../components/form/use-zod-form';
import { updateMedicalService, useVacancyCandidateAction } from '../api/vacancy-candidate-actions';

type Values = {
  id: number;
  medical_status: MedicalStatus | null;
  medical_date: string | null;
  medical_notes: string;
};

/** The queue records a result: the contract's body with the result required (it is what is recorded). */
const recordSchema = updateVacancyMedicalServiceBody.extend({
  medical_status: z.enum(medicalStatuses, { message: 'validation.required' }),
});

const today = () => formatIsoDate(new Date());

/**
 * "Record result" of the medical queue: the exam's result, its day (today by default, never later)
 * and notes, through update_medical_service (the medical_service permission); the lists refresh.
 */
export function MedicalResultModal(props: { row: VacancyCandidate | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useVacancyCandidateAction(updateMedicalService);
  // a refusal stays in the dialog, where it was made
  const { form, lines, reset, run } = useActionForm<Values>(
    recordSchema,
    { id: 0, medical_status: null, medical_date: today(), medical_notes: '' },
    actionErrorLines,
  );
  const { row } = props;

  useEffect(() => {
    if (!row) return;
    reset({
      id: row.id,
      medical_status: row.medical_status,
      medical_date: row.medical_date ? formatIsoDate(row.medical_date) : today(),
      medical_notes: row.medical_notes ?? '',
    });
  }, [row, reset]);

  const handleSubmit = async (values: Values) => {
    const { id, medical_status, medical_date } = values;
    if (!medical_status) return;
    const body = emptyToNull(values);
    await run(
      () =>
        save.mutateAsync({
          id,
          medical_status,
          // today's exam is recorded at the moment it is saved; an earlier day as that day
          medical_date: medical_date && medical_date !== today() ? medical_date : null,
          medical_notes: body.medical_notes,
        }),
      t('vacancies.medical_queue.saved'),
      props.onClose,
    );
  };

  return (
    <FormModal
      form={form}
      opened={row !== null}
      onClose={props.onClose}
      title={t('vacancies.medical_queue.modal.title', { name: row?.candidate_name ?? '' })}
    >
      <form onSubmit={form.onSubmit(handleSubmit)} noValidate>
        <Stack>
          <FormErrors lines={lines} />
          <MedicalStatusSelect
            label={t('vacancies.medical_queue.modal.result')}
            withAsterisk
            allowDeselect={false}
            value={form.values.medical_status}
            onChange={(value) => form.setFieldValue('medical_status', value)}
            error={form.errors.medical_status}
          />
          <DateField
            label={t('vacancies.medical_queue.modal.date')}
            maxDate={today()}
            {...form.getInputProps('medical_date')}
          />
          <Textarea
            label={t('vacancies.medical_queue.modal.notes')}
            autosize
            minRows={3}
            maxLength={5000}
            {...form.getInputProps('medical_notes')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              {t('common.actions.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('vacancies.medical_queue.modal.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormModal>
  );
}
