import { Button, Group, Stack, Text } from '@mantine/core';
import { assignFromStatusBody, type RequirementCandidate } from '@rp/contract/entities';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmPastDate } from '../../../components/feedback/confirm-past-date';
import { FormErrors } from '../../../components/feedback/form-errors';
import { FormModal } from '../../../components/form/form-modal';
import { useAssignFromStatus } from '../api/assign-from-status';
import { InterviewFields } from './interview-fields';
import { ItemPicker } from './item-picker';
import { useActionForm } from './use-action-form';

type Values = { id: number; requeriment: number | null; interview_date: string; interview_time: string };

/** Re-assign the candidate of a finished assignment: POST assign_from_status {id, requeriment, interview_date, interview_time}. */
export function ReassignModal(props: { assignment: RequirementCandidate | null; onClose: () => void }) {
  const { t } = useTranslation();
  const reassign = useAssignFromStatus();
  const [requirementId, setRequirementId] = useState<number | null>(null);
  const { assignment } = props;
  const { form, lines, reset, run } = useActionForm<Values>(assignFromStatusBody, {
    id: 0,
    requeriment: null,
    interview_date: '',
    interview_time: '',
  });

  useEffect(() => {
    if (!assignment) return;
    reset({ id: assignment.id, requeriment: null, interview_date: '', interview_time: '' });
    setRequirementId(null);
  }, [assignment, reset]);

  const handleSubmit = async (values: Values) => {
    const { id, requeriment, interview_date, interview_time } = values;
    if (requeriment == null) return;
    if (!(await confirmPastDate({ t, day: interview_date }))) return;
    await run(
      () => reassign.mutateAsync({ id, requeriment, interview_date, interview_time }),
      t('followup.notify.reassigned'),
      props.onClose,
    );
  };

  return (
    <FormModal
      form={form}
      opened={assignment !== null}
      onClose={props.onClose}
      size="lg"
      title={t('followup.reassign.title')}
    >
      <form onSubmit={form.onSubmit(handleSubmit)} noValidate>
        <Stack>
          <Text size="sm">{t('followup.reassign.help', { name: assignment?.candidate_name ?? '' })}</Text>
          <FormErrors lines={lines} />
          <ItemPicker
            requirementId={requirementId}
            onRequirementChange={setRequirementId}
            itemId={form.values.requeriment}
            onItemChange={(id) => form.setFieldValue('requeriment', id)}
            itemError={typeof form.errors.requeriment === 'string' ? form.errors.requeriment : undefined}
          />
          <InterviewFields form={form} />
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              {t('common.actions.cancel')}
            </Button>
            <Button type="submit" loading={reassign.isPending}>
              {t('followup.reassign.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormModal>
  );
}
