import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { handleActionError } from '../feedback/action-errors';
import { showSaved } from '../feedback/notify';
import { useZodForm } from '../form/use-zod-form';

/**
 * The form of a follow-up action modal: validated with the action's contract schema, reset when the
 * modal opens, and submitted with the server's errors on the fields (or as lines above them) and a
 * notification on success. A refusal that is not a 400 becomes a notification (`handleActionError`,
 * the direct process) or the dialog's lines (`actionErrorLines`, a vacancy's candidates).
 */
export function useActionForm<V extends Record<string, unknown>>(
  schema: z.ZodType,
  initialValues: V,
  errorLines: typeof handleActionError = handleActionError,
) {
  const { t } = useTranslation();
  const [lines, setLines] = useState<string[]>([]);
  const form = useZodForm<V>(schema, initialValues);
  const { setValues, clearErrors } = form;

  const reset = useCallback(
    (values: V) => {
      setValues(values);
      clearErrors();
      setLines([]);
    },
    [setValues, clearErrors],
  );

  /** Runs the call; on success notifies `saved` and calls `onDone`. */
  const run = async (call: () => Promise<unknown>, saved: string, onDone: () => void) => {
    setLines([]);
    try {
      await call();
      showSaved(t, saved);
      onDone();
    } catch (error) {
      setLines(errorLines(error, t, form));
    }
  };

  return { form, lines, reset, run };
}

/** What `useActionForm` gives: the form, its error lines, `reset` and `run`. */
export type ActionForm<V extends Record<string, unknown>> = ReturnType<typeof useActionForm<V>>;
