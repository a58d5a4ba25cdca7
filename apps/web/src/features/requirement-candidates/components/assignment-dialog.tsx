import { Button, Group, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrors } from '../../../components/feedback/form-errors';
import { FormModal } from '../../../components/form/form-modal';
import type { TrackedForm } from '../../../components/form/unsaved-changes';
import { InterviewFields } from './interview-fields';
import { ItemPicker } from './item-picker';

/** The form of an assignment with an interview: the position (`requeriment`, an item) and the appointment. */
type AssignmentForm = TrackedForm &
  Parameters<typeof InterviewFields>[0]['form'] & {
    values: { requeriment: number | null };
    setFieldValue: (path: 'requeriment', value: number | null) => void;
  };

/**
 * The dialog that gives a candidate a position with an interview appointment (assign, re-assign):
 * the open requirement and its position to pick (`pick`; the requirement is the dialog's own state,
 * the position the form's `requeriment`), the interview's day and time, cancel and submit. The form,
 * its reset and its submit are the caller's.
 */
export function AssignmentDialog(props: {
  form: AssignmentForm;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  opened: boolean;
  onClose: () => void;
  title: string;
  /** Before the errors (e.g. what the dialog does). */
  intro?: ReactNode;
  lines: string[];
  /** The requirement being picked; null = the position is fixed (no picker). */
  pick: { requirementId: number | null; onRequirementChange: (id: number | null) => void } | null;
  /** After the position (e.g. the candidate to assign). */
  children?: ReactNode;
  submit: string;
  isPending: boolean;
}) {
  const { t } = useTranslation();
  const { form, pick } = props;
  return (
    <FormModal
      form={form}
      // the requirement picked to find the position is the dialog's own state, not the form's: one
      // picked is unsaved input too, and closing asks first (docs/decisions.md "Unsaved changes (issue 26, item 5)")
      isDirty={pick !== null && pick.requirementId !== null}
      opened={props.opened}
      onClose={props.onClose}
      size="lg"
      title={props.title}
    >
      <form onSubmit={props.onSubmit} noValidate>
        <Stack>
          {props.intro}
          <FormErrors lines={props.lines} />
          {pick && (
            <ItemPicker
              requirementId={pick.requirementId}
              onRequirementChange={pick.onRequirementChange}
              itemId={form.values.requeriment}
              onItemChange={(id) => form.setFieldValue('requeriment', id)}
              itemError={typeof form.errors.requeriment === 'string' ? form.errors.requeriment : undefined}
            />
          )}
          {props.children}
          <InterviewFields form={form} />
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              {t('common.actions.cancel')}
            </Button>
            <Button type="submit" loading={props.isPending}>
              {props.submit}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormModal>
  );
}
