import { Text } from '@mantine/core';
import { assignFromStatusBody, type RequirementCandidate } from '@rp/contract/entities';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmPastDate } from '../../../components/feedback/confirm-past-date';
import { useActionForm } from '../../../components/follow-up/use-action-form';
import { useAssignFromStatus } from '../api/assign-from-status';
import { AssignmentDialog } from './assignment-dialog';

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
    <AssignmentDialog
      form={form}
      onSubmit={form.onSubmit(handleSubmit)}
      opened={assignment !== null}
      onClose={props.onClose}
      title={t('followup.reassign.title')}
      intro={<Text size="sm">{t('followup.reassign.help', { name: assignment?.candidate_name ?? '' })}</Text>}
      lines={lines}
      pick={{ requirementId, onRequirementChange: setRequirementId }}
      submit={t('followup.reassign.submit')}
      isPending={reassign.isPending}
    />
  );
}
