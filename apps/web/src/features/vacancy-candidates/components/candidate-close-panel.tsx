import '../texts';
import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { canCloseVacancyCandidate, vacancyCloseBlock } from '@rp/contract';
import type { CloseStatus } from '@rp/contract/entities';
import { closeCandidateBody, type VacancyCandidate } from '@rp/contract/entities';
import { medicalBlocksHire } from '@rp/contract/permissions';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { actionErrorLines } from '../../../components/feedback/action-errors';
import { confirmAction } from '../../../components/feedback/confirm';
import { FormErrors } from '../../../components/feedback/form-errors';
import { showSaved } from '../../../components/feedback/notify';
import {
  CloseCandidateDialog,
  type CloseDialogStatus,
  closeDialogValues,
} from '../../../components/follow-up/close-candidate-dialog';
import { useActionForm } from '../../../components/follow-up/use-action-form';
import {
  assignCandidate,
  closeVacancyCandidate,
  useVacancyCandidateAction,
} from '../api/vacancy-candidate-actions';
import { MedicalRecorders } from './medical-recorders';

/** The closing actions in button order, each with the status it moves to. */
const closeActions = [
  { key: 'accept', status: 'Accepted', color: 'blue' },
  { key: 'hire', status: 'Hired', color: 'green' },
  { key: 'reject', status: 'Rejected', color: 'red' },
  { key: 'not_attend', status: 'NotAttend', color: 'gray' },
] as const satisfies readonly { key: string; status: CloseStatus; color: string }[];

/**
 * Closing one candidate of a vacancy (close_candidate): Accept and Did not attend after a
 * confirmation; Reject (reason of catalog 6) and Hire (employee number, the pre-hire medical gate) in
 * a dialog. Only the moves the contract allows are offered, and none until viability is answered.
 */
export function CandidateClosePanel({
  row,
  isAssignBlocked = false,
}: {
  row: VacancyCandidate;
  /** A public application on the draft waits for review (merge or keep separate) first. */
  isAssignBlocked?: boolean;
}) {
  const { t } = useTranslation();
  const close = useVacancyCandidateAction(closeVacancyCandidate);
  const assign = useVacancyCandidateAction(assignCandidate);
  const [dialog, setDialog] = useState<CloseDialogStatus | null>(null);
  const [lines, setLines] = useState<string[]>([]);
  const block = vacancyCloseBlock(row);
  const name = row.candidate_name ?? `#${row.candidate}`;
  const offered = closeActions.filter((action) =>
    canCloseVacancyCandidate({ ...row, is_viable: row.is_viable ?? true }, action.status),
  );

  const handleQuick = async (status: 'Accepted' | 'NotAttend') => {
    const isConfirmed = await confirmAction({
      t,
      message: t('vacancies.candidates.close.confirm', {
        name,
        status: t(`common.enums.follow_up_status.${status}`),
      }),
      isDanger: status === 'NotAttend',
    });
    if (!isConfirmed) return;
    setLines([]);
    try {
      await close.mutateAsync({ id: row.id, status });
      showSaved(t, t('vacancies.candidates.close.done'));
    } catch (error) {
      setLines(actionErrorLines(error, t));
    }
  };

  // a draft (a public application, or one kept while the vacancy was approved) becomes the assignment
  const handleAssign = async () => {
    setLines([]);
    try {
      await assign.mutateAsync({ vacancy: row.vacancy, candidate: row.candidate });
      showSaved(t, t('vacancies.candidates.assign.assigned'));
    } catch (error) {
      setLines(actionErrorLines(error, t));
    }
  };

  return (
    <Card withBorder radius="md">
      <Stack gap="sm">
        <Title order={4}>{t('vacancies.candidates.close.title')}</Title>
        <FormErrors lines={lines} />
        {block === 'draft' && (
          <>
            <Text size="sm">{t('vacancies.candidates.close.draft')}</Text>
            {isAssignBlocked && (
              <Alert color="yellow" role="alert">
                {t('vacancies.candidates.application.assign_blocked')}
              </Alert>
            )}
            <Button
              loading={assign.isPending}
              disabled={isAssignBlocked}
              onClick={() => void handleAssign()}
              style={{ alignSelf: 'flex-start' }}
            >
              {t('vacancies.candidates.close.assign_draft')}
            </Button>
          </>
        )}
        {block !== 'draft' && offered.length === 0 && (
          <Text size="sm">{t('vacancies.candidates.close.final')}</Text>
        )}
        {offered.some((action) => action.status === 'Hired') && medicalBlocksHire(row) && (
          <MedicalRecorders vacancy={row.vacancy} />
        )}
        {block === 'viability' && offered.length > 0 && (
          <Alert color="yellow" role="alert">
            {t('vacancies.candidates.viable_required')}
          </Alert>
        )}
        {block !== 'draft' && offered.length > 0 && (
          <Group gap="xs">
            {offered.map((action) => (
              <Button
                key={action.key}
                color={action.color}
                variant={action.status === 'NotAttend' ? 'default' : 'filled'}
                disabled={block !== null}
                loading={close.isPending && dialog === null}
                onClick={() =>
                  action.status === 'Rejected' || action.status === 'Hired'
                    ? setDialog(action.status)
                    : void handleQuick(action.status)
                }
              >
                {t(`vacancies.candidates.close.${action.key}`)}
              </Button>
            ))}
          </Group>
        )}
      </Stack>
      {dialog && <CloseDialog row={row} status={dialog} onClose={() => setDialog(null)} />}
    </Card>
  );
}

/** Reject with a reason, or hire with the employee number (refused while the medical gate blocks it). */
function CloseDialog(props: { row: VacancyCandidate; status: CloseDialogStatus; onClose: () => void }) {
  const { t } = useTranslation();
  const { row, status } = props;
  const close = useVacancyCandidateAction(closeVacancyCandidate);
  // a refusal stays in the dialog, where it was made
  const action = useActionForm(closeCandidateBody, closeDialogValues(row, status), actionErrorLines);
  const title = t(`vacancies.candidates.close.${status === 'Rejected' ? 'reject' : 'hire'}`);
  return (
    <CloseCandidateDialog
      texts={{
        title,
        reason: t('vacancies.candidates.close.reason'),
        employeeCode: t('vacancies.candidates.close.employee_code'),
        followUp: t('vacancies.candidates.close.follow_up'),
        submit: title,
        done: t('vacancies.candidates.close.done'),
      }}
      row={row}
      status={status}
      onClose={props.onClose}
      action={action}
      close={close}
      blockedHelp={<MedicalRecorders vacancy={row.vacancy} />}
    />
  );
}
