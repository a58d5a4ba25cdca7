import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { showApiError, showSaved } from '../feedback/notify';
import { ReasonDialog } from './reason-dialog';

type CancelBody = { id: number; cancel_reason: string };

/**
 * The confirmation of a cancellation with its required reason (a requirement's cancel_requeriment/,
 * a vacancy's cancel_vacancy/): the body `{id, cancel_reason}`, the reason trimmed; a refusal puts
 * its messages on the field and is notified.
 */
export function CancelDialog(props: {
  id: number;
  opened: boolean;
  onClose: () => void;
  /** The action's body schema (`cancelRequirementBody`, `cancelVacancyBody`). */
  schema: z.ZodType;
  cancel: { mutateAsync: (body: CancelBody) => Promise<unknown>; isPending: boolean };
  /** The dialog's texts, in the UI language. */
  texts: { title: string; message: string; reason: string; keep: string; submit: string; done: string };
}) {
  const { t } = useTranslation();
  const { texts, cancel } = props;
  return (
    <ReasonDialog
      opened={props.opened}
      onClose={props.onClose}
      schema={props.schema}
      values={{ id: props.id }}
      field="cancel_reason"
      maxLength={1000}
      isPending={cancel.isPending}
      onConfirm={async (reason) => {
        await cancel.mutateAsync({ id: props.id, cancel_reason: reason });
        showSaved(t, texts.done);
        props.onClose();
      }}
      onError={(error) => showApiError(error, t)}
      texts={texts}
    />
  );
}
