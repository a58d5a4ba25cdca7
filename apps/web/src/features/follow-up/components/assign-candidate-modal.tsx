import { Button, Group, Modal, Stack } from '@mantine/core';
import { assignCandidateBody } from '@rp/contract/entities';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrors } from '../../../components/feedback/form-errors';
import { showSaved } from '../../../components/feedback/notify';
import { useZodForm } from '../../../components/form/use-zod-form';
import { useAssignCandidate } from '../api/assign-candidate';
import { handleActionError } from './action-errors';
import { CandidatePicker } from './candidate-picker';
import { InterviewFields } from './interview-fields';
import { ItemPicker } from './item-picker';

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
  const [lines, setLines] = useState<string[]>([]);
  const [requirementId, setRequirementId] = useState<number | null>(null);
  const form = useZodForm<Values>(assignCandidateBody, emptyValues);
  const { setValues, clearErrors } = form;
  const { opened, item } = props;

  useEffect(() => {
    if (!opened) return;
    setValues({ ...emptyValues, requeriment: item?.id ?? null });
    setRequirementId(null);
    clearErrors();
    setLines([]);
  }, [opened, item?.id, setValues, clearErrors]);

  const handleSubmit = async (values: Values) => {
    if (values.requeriment == null || values.candidate == null) return;
    setLines([]);
    try {
      await assign.mutateAsync({
        requeriment: values.requeriment,
        candidate: values.candidate,
        interview_date: values.interview_date,
        interview_time: values.interview_time,
      });
      showSaved(t, t('followup.notify.assigned'));
      props.onClose();
    } catch (error) {
      setLines(handleActionError(error, t, form));
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={props.onClose}
      size="lg"
      title={item ? t('followup.assign.title_to', { position: item.label }) : t('followup.assign.title')}
    >
      <form onSubmit={form.onSubmit(handleSubmit)} noValidate>
        <Stack>
          <FormErrors lines={lines} />
          {!item && (
            <ItemPicker
              requirementId={requirementId}
              onRequirementChange={setRequirementId}
              itemId={form.values.requeriment}
              onItemChange={(id) => form.setFieldValue('requeriment', id)}
              itemError={typeof form.errors.requeriment === 'string' ? form.errors.requeriment : undefined}
            />
          )}
          <CandidatePicker
            value={form.values.candidate}
            onChange={(id) => form.setFieldValue('candidate', id)}
            error={typeof form.errors.candidate === 'string' ? form.errors.candidate : undefined}
          />
          <InterviewFields form={form} />
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              {t('common.actions.cancel')}
            </Button>
            <Button type="submit" loading={assign.isPending}>
              {t('followup.assign.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
