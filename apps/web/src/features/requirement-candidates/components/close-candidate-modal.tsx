import { Paper, SimpleGrid, Text } from '@mantine/core';
import { formatDateTime } from '@rp/contract';
import { closeCandidateBody, type RequirementCandidate } from '@rp/contract/entities';
import type { TFunction } from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CloseCandidateDialog,
  type CloseDialogStatus,
  closeDialogValues,
} from '../../../components/follow-up/close-candidate-dialog';
import { MedicalStatusBadge } from '../../../components/follow-up/follow-up-badges';
import { useActionForm } from '../../../components/follow-up/use-action-form';
import { useCloseCandidate } from '../api/close-candidate';

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
  status: CloseDialogStatus;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const close = useCloseCandidate();
  const { assignment, status } = props;
  const action = useActionForm(closeCandidateBody, closeDialogValues({ id: 0, follow_up: null }, status));
  const { reset } = action;

  useEffect(() => {
    if (!assignment) return;
    reset(closeDialogValues(assignment, status));
  }, [assignment, status, reset]);

  const isReject = status === 'Rejected';
  return (
    <CloseCandidateDialog
      texts={{
        title: t(isReject ? 'followup.reject.title' : 'followup.hire.title'),
        reason: t('followup.reject.reason'),
        employeeCode: t('followup.hire.employee_code'),
        followUp: t(isReject ? 'followup.reject.follow_up' : 'followup.hire.follow_up'),
        submit: t(isReject ? 'followup.reject.submit' : 'followup.hire.submit'),
        done: t(isReject ? 'followup.notify.rejected' : 'followup.notify.hired'),
      }}
      row={assignment}
      status={status}
      onClose={props.onClose}
      action={action}
      close={close}
      medical={!isReject && assignment && <MedicalState assignment={assignment} t={t} />}
    />
  );
}
