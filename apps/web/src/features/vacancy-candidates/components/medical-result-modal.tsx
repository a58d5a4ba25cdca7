import '../texts';
import { Button, Group, Select, Stack, Textarea } from '@mantine/core';
import { formatIsoDate } from '@rp/contract';
import { updateVacancyMedicalServiceBody, type VacancyCandidate } from '@rp/contract/entities';
import { isOneOf, type MedicalStatus, medicalStatuses } from '@rp/contract/enums';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { actionErrorLines } from '../../../components/feedback/action-errors';
import { FormErrors } from '../../../components/feedback/form-errors';
import { showSaved } from '../../../components/feedback/notify';
import { DateField } from '../../../components/form/date-field';
import { FormModal } from '../../../components/form/form-modal';
import { emptyToNull, useZodForm } from '../../../components/form/use-zod-form';
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
  const [lines, setLines] = useState<string[]>([]);
  const form = useZodForm<Values>(recordSchema, {
    id: 0,
    medical_status: null,
    medical_date: today(),
    medical_notes: '',
  });
  const { setValues, clearErrors } = form;
  const { row } = props;

  useEffect(() => {
    if (!row) return;
    setValues({
      id: row.id,
      medical_status: row.medical_status,
      medical_date: row.medical_date ? formatIsoDate(row.medical_date) : today(),
      medical_notes: row.medical_notes ?? '',
    });
    clearErrors();
    setLines([]);
  }, [row, setValues, clearErrors]);

  const handleSubmit = async (values: Values) => {
    if (!values.medical_status) return;
    setLines([]);
    const body = emptyToNull(values);
    try {
      await save.mutateAsync({
        id: values.id,
        medical_status: values.medical_status,
        // today's exam is recorded at the moment it is saved; an earlier day as that day
        medical_date: values.medical_date && values.medical_date !== today() ? values.medical_date : null,
        medical_notes: body.medical_notes,
      });
      showSaved(t, t('vacancies.medical_queue.saved'));
      props.onClose();
    } catch (error) {
      setLines(actionErrorLines(error, t, form));
    }
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
          <Select
            label={t('vacancies.medical_queue.modal.result')}
            withAsterisk
            allowDeselect={false}
            data={medicalStatuses.map((value) => ({
              value,
              label: t(`common.enums.medical_status.${value}`),
            }))}
            value={form.values.medical_status}
            onChange={(value) =>
              form.setFieldValue('medical_status', isOneOf(medicalStatuses, value) ? value : null)
            }
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
