import '../texts';
import { Alert, Button, Card, Group, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
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
import { RejectReasonSelect } from '../../../components/follow-up/reject-reason-select';
import { FormModal } from '../../../components/form/form-modal';
import { emptyToNull, useZodForm } from '../../../components/form/use-zod-form';
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

type DialogStatus = 'Rejected' | 'Hired';
type Values = {
  id: number;
  status: DialogStatus;
  reject_reason: number | null;
  employee_code: string;
  follow_up: string;
};

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
  const [dialog, setDialog] = useState<DialogStatus | null>(null);
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
function CloseDialog(props: { row: VacancyCandidate; status: DialogStatus; onClose: () => void }) {
  const { t } = useTranslation();
  const { row, status } = props;
  const close = useVacancyCandidateAction(closeVacancyCandidate);
  const [lines, setLines] = useState<string[]>([]);
  const form = useZodForm<Values>(closeCandidateBody, {
    id: row.id,
    status,
    reject_reason: null,
    employee_code: '',
    follow_up: row.follow_up ?? '',
  });
  const isReject = status === 'Rejected';
  const isBlocked = !isReject && medicalBlocksHire(row);

  const handleSubmit = async (values: Values) => {
    if (isBlocked) return;
    const body = emptyToNull(values);
    setLines([]);
    try {
      await close.mutateAsync(
        isReject
          ? { id: row.id, status, reject_reason: body.reject_reason, follow_up: body.follow_up }
          : { id: row.id, status, employee_code: body.employee_code, follow_up: body.follow_up },
      );
      showSaved(t, t('vacancies.candidates.close.done'));
      props.onClose();
    } catch (error) {
      setLines(actionErrorLines(error, t, form));
    }
  };

  const title = t(`vacancies.candidates.close.${isReject ? 'reject' : 'hire'}`);
  return (
    <FormModal form={form} opened onClose={props.onClose} title={title}>
      <form onSubmit={form.onSubmit(handleSubmit)} noValidate>
        <Stack>
          <Text size="sm" fw={500}>
            {row.candidate_name}
          </Text>
          {isBlocked && (
            <Alert color="red" role="alert">
              {t('followup.hire.medical_blocked', {
                status: t(`common.enums.medical_status.${row.medical_status ?? 'pending'}`),
              })}
            </Alert>
          )}
          {isBlocked && <MedicalRecorders vacancy={row.vacancy} />}
          <FormErrors lines={lines} />
          {isReject ? (
            <RejectReasonSelect
              label={t('vacancies.candidates.close.reason')}
              value={form.values.reject_reason}
              onChange={(value) => form.setFieldValue('reject_reason', value)}
              error={form.errors.reject_reason}
              data-autofocus
            />
          ) : (
            <TextInput
              label={t('vacancies.candidates.close.employee_code')}
              withAsterisk
              maxLength={30}
              data-autofocus
              {...form.getInputProps('employee_code')}
            />
          )}
          <Textarea
            label={t('vacancies.candidates.close.follow_up')}
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
              {title}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormModal>
  );
}
