import { Button, Group, SimpleGrid, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { formatDateTime } from '@rp/contract';
import { type RequirementCandidate, updateMedicalServiceBody } from '@rp/contract/entities';
import type { MedicalStatus } from '@rp/contract/enums';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrors } from '../../../components/feedback/form-errors';
import { MedicalStatusSelect } from '../../../components/follow-up/medical-status-select';
import { useActionForm } from '../../../components/follow-up/use-action-form';
import { FormModal } from '../../../components/form/form-modal';
import { emptyToNull } from '../../../components/form/use-zod-form';
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
  const { assignment } = props;
  const medicalUser = assignment?.medical_user_name ?? '';
  const { form, lines, reset, run } = useActionForm<Values>(updateMedicalServiceBody, {
    id: 0,
    require_medical: false,
    medical_status: null,
    medical_notes: '',
  });

  useEffect(() => {
    if (!assignment) return;
    reset({
      id: assignment.id,
      require_medical: assignment.require_medical,
      medical_status: assignment.medical_status,
      medical_notes: assignment.medical_notes ?? '',
    });
  }, [assignment, reset]);

  const handleSubmit = (values: Values) =>
    run(() => update.mutateAsync(emptyToNull(values)), t('followup.notify.medical_saved'), props.onClose);

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
          <MedicalStatusSelect
            label={t('followup.medical.status')}
            placeholder={t('followup.medical.unset')}
            clearable
            value={form.values.medical_status}
            onChange={(value) => form.setFieldValue('medical_status', value)}
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
