import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { formatDateTime } from '@rp/contract';
import { closeCandidateBody, type RequirementCandidate } from '@rp/contract/entities';
import { medicalBlocksHire } from '@rp/contract/permissions';
import type { TFunction } from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrors } from '../../../components/feedback/form-errors';
import { MedicalStatusBadge } from '../../../components/follow-up/follow-up-badges';
import { RejectReasonSelect } from '../../../components/follow-up/reject-reason-select';
import { FormModal } from '../../../components/form/form-modal';
import { emptyToNull } from '../../../components/form/use-zod-form';
import { useCloseCandidate } from '../api/close-candidate';
import { useActionForm } from './use-action-form';

type Values = {
  id: number;
  status: 'Rejected' | 'Hired';
  reject_reason: number | null;
  employee_code: string;
  follow_up: string;
};

/** The candidate's medical exam as the hire dialog shows it (docs/domain.md#pre-hire-medical-gate). */
function MedicalState({ assignment, t }: { assignment: RequirementCandidate; t: TFunction }) {
  return (
    <Paper withBorder p="sm" radius="sm" aria-label={t('followup.hire.medical')} role="group">
      <Text size="sm" fw={500} mb="xs">
        {t('followup.hire.medical')}
      </Text>
      <SimpleGrid cols={2} spacing="xs" verticalSpacing={4}>
        <Text size="sm" c="dimmed">
          {t('followup.hire.medical_required')}
        </Text>
        <Text size="sm">{t(assignment.require_medical ? 'common.actions.yes' : 'common.actions.no')}</Text>
        <Text size="sm" c="dimmed">
          {t('followup.hire.medical_status')}
        </Text>
        <div>
          <MedicalStatusBadge row={assignment} />
        </div>
        <Text size="sm" c="dimmed">
          {t('followup.hire.medical_date')}
        </Text>
        <Text size="sm">{formatDateTime(assignment.medical_date) || '—'}</Text>
        <Text size="sm" c="dimmed">
          {t('followup.hire.medical_notes')}
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {assignment.medical_notes || '—'}
        </Text>
      </SimpleGrid>
    </Paper>
  );
}

/**
 * Reject (reason from catalog 6 required) or hire (employee number required) one assignment:
 * POST close_candidate {id, status, reject_reason | employee_code, follow_up}.
 */
export function CloseCandidateModal(props: {
  assignment: RequirementCandidate | null;
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
  // the server refuses the hire (409) by the same rule; the dialog says so before anyone types
  const isBlocked = !isReject && assignment !== null && medicalBlocksHire(assignment);
  const handleSubmit = async (values: Values) => {
    if (isBlocked) return;
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
    <FormModal
      form={form}
      opened={assignment !== null}
      onClose={props.onClose}
      title={t(isReject ? 'followup.reject.title' : 'followup.hire.title')}
    >
      <form onSubmit={form.onSubmit(handleSubmit)} noValidate>
        <Stack>
          <Text size="sm" fw={500}>
            {assignment?.candidate_name}
          </Text>
          {!isReject && assignment && <MedicalState assignment={assignment} t={t} />}
          {isBlocked && (
            <Alert color="red" role="alert">
              {t('followup.hire.medical_blocked', {
                status: t(`common.enums.medical_status.${assignment?.medical_status ?? 'pending'}`),
              })}
            </Alert>
          )}
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
            <Button
              type="submit"
              color={isReject ? 'red' : 'green'}
              loading={close.isPending}
              disabled={isBlocked}
            >
              {t(isReject ? 'followup.reject.submit' : 'followup.hire.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormModal>
  );
}
