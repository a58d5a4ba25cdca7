import { assignCandidateBody } from '@rp/contract/entities';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmPastDate } from '../../../components/feedback/confirm-past-date';
import { CandidatePicker } from '../../../components/follow-up/candidate-picker';
import { useActionForm } from '../../../components/follow-up/use-action-form';
import { useAssignCandidate } from '../api/assign-candidate';
import { AssignmentDialog } from './assignment-dialog';

type Values = {
  requeriment: number | null;
  candidate: number | null;
  interview_date: string;
  interview_time: string;
};

const emptyValues: Values = { requeriment: null, candidate: null, interview_date: '', interview_time: '' };

/**
 * Add a candidate from the database to a requirement item with an interview appointment:
 * POST assign_candidate {requeriment: itemId, candidate, interview_date, interview_time}.
 * With `item` the position is fixed; without it the user picks an open requirement and a position.
 */
export function AssignCandidateModal(props: {
  opened: boolean;
  onClose: () => void;
  item?: { id: number; label: string };
}) {
  const { t } = useTranslation();
  const assign = useAssignCandidate();
  const [requirementId, setRequirementId] = useState<number | null>(null);
  const { form, lines, reset, run } = useActionForm<Values>(assignCandidateBody, emptyValues);
  const { opened, item } = props;

  useEffect(() => {
    if (!opened) return;
    reset({ ...emptyValues, requeriment: item?.id ?? null });
    setRequirementId(null);
  }, [opened, item?.id, reset]);

  const handleSubmit = async (values: Values) => {
    const { requeriment, candidate, interview_date, interview_time } = values;
    if (requeriment == null || candidate == null) return;
    if (!(await confirmPastDate({ t, day: interview_date }))) return;
    await run(
      () => assign.mutateAsync({ requeriment, candidate, interview_date, interview_time }),
      t('followup.notify.assigned'),
      props.onClose,
    );
  };

  return (
    <AssignmentDialog
      form={form}
      onSubmit={form.onSubmit(handleSubmit)}
      opened={opened}
      onClose={props.onClose}
      title={item ? t('followup.assign.title_to', { position: item.label }) : t('followup.assign.title')}
      lines={lines}
      pick={item ? null : { requirementId, onRequirementChange: setRequirementId }}
      submit={t('followup.assign.submit')}
      isPending={assign.isPending}
    >
      <CandidatePicker
        value={form.values.candidate}
        onChange={(id) => form.setFieldValue('candidate', id)}
        error={typeof form.errors.candidate === 'string' ? form.errors.candidate : undefined}
      />
    </AssignmentDialog>
  );
}
