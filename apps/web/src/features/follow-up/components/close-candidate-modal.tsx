import { Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { closeCandidateBody, type RequerimentCandidate } from '@rp/contract/entities';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrors } from '../../../components/feedback/form-errors';
import { emptyToNull } from '../../../components/form/use-zod-form';
import { useCloseCandidate } from '../api/close-candidate';
import { RejectReasonSelect } from './reject-reason-select';
import { useActionForm } from './use-action-form';

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
  const { assignment, status } = props;
  const { form, lines, reset, run } = useActionForm<Values>(closeCandidateBody, {
    id: 0,
    status,
    reject_reason: null,
    employee_code: '',
    follow_up: '',
  });

  useEffect(() => {
    if (!assignment) return;
    reset({
      id: assignment.id,
      status,
      reject_reason: null,
      employee_code: '',
      follow_up: assignment.follow_up ?? '',
    });
  }, [assignment, status, reset]);

  const isReject = status === 'Rejected';
  const handleSubmit = async (values: Values) => {
    const body = emptyToNull(values);
    await run(
      () =>
        close.mutateAsync(
          isReject
            ? { id: body.id, status, reject_reason: body.reject_reason, follow_up: body.follow_up }
            : { id: body.id, status, employee_code: body.employee_code, follow_up: body.follow_up },
        ),
      t(isReject ? 'followup.notify.rejected' : 'followup.notify.hired'),
      props.onClose,
    );
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
