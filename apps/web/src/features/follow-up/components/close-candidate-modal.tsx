import { Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { closeCandidateBody, type RequerimentCandidate } from '@rp/contract/entities';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrors } from '../../../components/feedback/form-errors';
import { showSaved } from '../../../components/feedback/notify';
import { emptyToNull, useZodForm } from '../../../components/form/use-zod-form';
import { useCloseCandidate } from '../api/close-candidate';
import { handleActionError } from './action-errors';
import { RejectReasonSelect } from './reject-reason-select';

type Values = {
  id: number;
  status: 'Rejected' | 'Hired';
  reject_reason: number | null;
  employee_code: string;
  follow_up: string;
};

/**
 * Reject (reason from catalog 6 required) or hire (employee number required) one assignment:
 * POST close_candidate {id, status, reject_reason | employee_code, follow_up}.
 */
export function CloseCandidateModal(props: {
  assignment: RequerimentCandidate | null;
  status: 'Rejected' | 'Hired';
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const close = useCloseCandidate();
  const [lines, setLines] = useState<string[]>([]);
  const { assignment, status } = props;
  const form = useZodForm<Values>(closeCandidateBody, {
    id: 0,
    status,
    reject_reason: null,
    employee_code: '',
    follow_up: '',
  });
  const { setValues, clearErrors } = form;

  useEffect(() => {
    if (!assignment) return;
    setValues({
      id: assignment.id,
      status,
      reject_reason: null,
      employee_code: '',
      follow_up: assignment.follow_up ?? '',
    });
    clearErrors();
    setLines([]);
  }, [assignment, status, setValues, clearErrors]);

  const isReject = status === 'Rejected';
  const handleSubmit = async (values: Values) => {
    setLines([]);
    const body = emptyToNull(values);
    try {
      await close.mutateAsync(
        isReject
          ? { id: body.id, status, reject_reason: body.reject_reason, follow_up: body.follow_up }
          : { id: body.id, status, employee_code: body.employee_code, follow_up: body.follow_up },
      );
      showSaved(t, t(isReject ? 'followup.notify.rejected' : 'followup.notify.hired'));
      props.onClose();
    } catch (error) {
      setLines(handleActionError(error, t, form));
    }
  };

  return (
    <Modal
      opened={assignment !== null}
      onClose={props.onClose}
      title={t(isReject ? 'followup.reject.title' : 'followup.hire.title')}
    >
      <form onSubmit={form.onSubmit(handleSubmit)} noValidate>
        <Stack>
          <Text size="sm" fw={500}>
            {assignment?.candidate_name}
          </Text>
          <FormErrors lines={lines} />
          {isReject ? (
            <RejectReasonSelect
              label={t('followup.reject.reason')}
              value={form.values.reject_reason}
              onChange={(value) => form.setFieldValue('reject_reason', value)}
              error={form.errors.reject_reason}
              data-autofocus
            />
          ) : (
            <TextInput
              label={t('followup.hire.employee_code')}
              withAsterisk
              maxLength={30}
              data-autofocus
              {...form.getInputProps('employee_code')}
            />
          )}
          <Textarea
            label={t(isReject ? 'followup.reject.follow_up' : 'followup.hire.follow_up')}
            autosize
            minRows={3}
            {...form.getInputProps('follow_up')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              {t('common.actions.cancel')}
            </Button>
            <Button type="submit" color={isReject ? 'red' : 'green'} loading={close.isPending}>
              {t(isReject ? 'followup.reject.submit' : 'followup.hire.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
