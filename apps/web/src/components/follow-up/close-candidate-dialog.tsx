import { Alert, Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { CloseCandidateBody } from '@rp/contract/entities';
import { type MedicalState, medicalBlocksHire } from '@rp/contract/permissions';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrors } from '../feedback/form-errors';
import { FormModal } from '../form/form-modal';
import { emptyToNull } from '../form/use-zod-form';
import { RejectReasonSelect } from './reject-reason-select';
import type { ActionForm } from './use-action-form';

/** The closes that take a dialog: reject (a reason of catalog 6) and hire (the employee number). */
export type CloseDialogStatus = 'Rejected' | 'Hired';

/** The dialog's form, checked with close_candidate's body (`closeCandidateBody`). */
export type CloseDialogValues = {
  id: number;
  status: CloseDialogStatus;
  reject_reason: number | null;
  employee_code: string;
  follow_up: string;
};

/** The values the dialog opens with for a row: no reason nor number yet, the row's follow-up notes. */
export const closeDialogValues = (
  row: { id: number; follow_up: string | null },
  status: CloseDialogStatus,
): CloseDialogValues => ({
  id: row.id,
  status,
  reject_reason: null,
  employee_code: '',
  follow_up: row.follow_up ?? '',
});

/**
 * Reject (reason from catalog 6 required) or hire (employee number required) one candidate of
 * either process: close_candidate {id, status, reject_reason | employee_code, follow_up}. A hire the
 * pre-hire medical gate holds (docs/domain.md#pre-hire-medical-gate) is said before anyone types and
 * cannot be confirmed — the server refuses it (409) by the same rule. `texts` are in the UI language.
 */
export function CloseCandidateDialog(props: {
  /** `done` is said once the candidate is closed. */
  texts: {
    title: string;
    reason: string;
    employeeCode: string;
    followUp: string;
    submit: string;
    done: string;
  };
  /** The candidate being closed; null = the dialog is closed. */
  row: (MedicalState & { candidate_name: string | null }) | null;
  status: CloseDialogStatus;
  onClose: () => void;
  /** The dialog's form (`useActionForm` with `closeCandidateBody`): its reset and where refusals go are the caller's. */
  action: ActionForm<CloseDialogValues>;
  /** close_candidate of the candidate's process. */
  close: { mutateAsync: (body: CloseCandidateBody) => Promise<unknown>; isPending: boolean };
  /** Above the gate's alert (e.g. the exam's state, in a hire). */
  medical?: ReactNode;
  /** Under the gate's alert while it holds the hire (e.g. who can record the result). */
  blockedHelp?: ReactNode;
}) {
  const { t } = useTranslation();
  const { action, close, row, status, texts } = props;
  const { form } = action;
  const isReject = status === 'Rejected';
  const isBlocked = !isReject && row !== null && medicalBlocksHire(row);
  const submitColor = isReject ? 'red' : 'green';

  const handleSubmit = async (values: CloseDialogValues) => {
    if (isBlocked) return;
    const body = emptyToNull(values);
    await action.run(
      () =>
        close.mutateAsync(
          isReject
            ? { id: body.id, status, reject_reason: body.reject_reason, follow_up: body.follow_up }
            : { id: body.id, status, employee_code: body.employee_code, follow_up: body.follow_up },
        ),
      texts.done,
      props.onClose,
    );
  };

  return (
    <FormModal form={form} opened={row !== null} onClose={props.onClose} title={texts.title}>
      <form onSubmit={form.onSubmit(handleSubmit)} noValidate>
        <Stack>
          <Text size="sm" fw={500}>
            {row?.candidate_name}
          </Text>
          {props.medical}
          {isBlocked && (
            <Alert color="red" role="alert">
              {t('followup.hire.medical_blocked', {
                status: t(`common.enums.medical_status.${row?.medical_status ?? 'pending'}`),
              })}
            </Alert>
          )}
          {isBlocked && props.blockedHelp}
          <FormErrors lines={action.lines} />
          {isReject ? (
            <RejectReasonSelect
              label={texts.reason}
              value={form.values.reject_reason}
              onChange={(value) => form.setFieldValue('reject_reason', value)}
              error={form.errors.reject_reason}
              data-autofocus
            />
          ) : (
            <TextInput
              label={texts.employeeCode}
              withAsterisk
              maxLength={30}
              data-autofocus
              {...form.getInputProps('employee_code')}
            />
          )}
          <Textarea label={texts.followUp} autosize minRows={3} {...form.getInputProps('follow_up')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              {t('common.actions.cancel')}
            </Button>
            <Button type="submit" color={submitColor} loading={close.isPending} disabled={isBlocked}>
              {texts.submit}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormModal>
  );
}
