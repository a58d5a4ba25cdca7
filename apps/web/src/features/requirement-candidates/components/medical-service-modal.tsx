import { Button, Group, Select, SimpleGrid, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { formatDateTime } from '@rp/contract';
import { type RequirementCandidate, updateMedicalServiceBody } from '@rp/contract/entities';
import { isOneOf, type MedicalStatus, medicalStatuses } from '@rp/contract/enums';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { handleActionError } from '../../../components/feedback/action-errors';
import { FormErrors } from '../../../components/feedback/form-errors';
import { showSaved } from '../../../components/feedback/notify';
import { FormModal } from '../../../components/form/form-modal';
import { emptyToNull, useZodForm } from '../../../components/form/use-zod-form';
import { useUpdateMedicalService } from '../api/update-medical-service';

type Values = {
  id: number;
  require_medical: boolean;
  medical_status: MedicalStatus | null;
  medical_notes: string;
};

/** The medical service of one assignment: POST update_medical_service {id, require_medical, medical_status, medical_notes}. */
export function MedicalServiceModal(props: { assignment: RequirementCandidate | null; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateMedicalService();
  const [lines, setLines] = useState<string[]>([]);
  const { assignment } = props;
  const medicalUser = assignment?.medical_user_name ?? '';
  const form = useZodForm<Values>(updateMedicalServiceBody, {
    id: 0,
    require_medical: false,
    medical_status: null,
    medical_notes: '',
  });
  const { setValues, clearErrors } = form;

  useEffect(() => {
    if (!assignment) return;
    setValues({
      id: assignment.id,
      require_medical: assignment.require_medical,
      medical_status: assignment.medical_status,
      medical_notes: assignment.medical_notes ?? '',
    });
    clearErrors();
    setLines([]);
  }, [assignment, setValues, clearErrors]);

  const handleSubmit = async (values: Values) => {
    setLines([]);
    try {
      await update.mutateAsync(emptyToNull(values));
      showSaved(t, t('followup.notify.medical_saved'));
      props.onClose();
    } catch (error) {
      setLines(handleActionError(error, t, form));
    }
  };

  return (
    <FormModal
      form={form}
      opened={assignment !== null}
      onClose={props.onClose}
      title={t('followup.medical.title')}
    >
      <form onSubmit={form.onSubmit(handleSubmit)} noValidate>
        <Stack>
          <Text size="sm" fw={500}>
            {assignment?.candidate_name}
          </Text>
          <FormErrors lines={lines} />
          <Switch
            label={t('followup.medical.require_medical')}
            {...form.getInputProps('require_medical', { type: 'checkbox' })}
          />
          <Select
            label={t('followup.medical.status')}
            placeholder={t('followup.medical.unset')}
            clearable
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
          <Textarea
            label={t('followup.medical.notes')}
            autosize
            minRows={3}
            {...form.getInputProps('medical_notes')}
          />
          <SimpleGrid cols={2}>
            <TextInput label={t('followup.medical.user')} readOnly variant="filled" value={medicalUser} />
            <TextInput
              label={t('followup.medical.date')}
              readOnly
              variant="filled"
              value={formatDateTime(assignment?.medical_date)}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              {t('common.actions.cancel')}
            </Button>
            <Button type="submit" loading={update.isPending}>
              {t('followup.medical.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormModal>
  );
}
