import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { handleActionError } from '../../../components/feedback/action-errors';
import { showSaved } from '../../../components/feedback/notify';
import { useZodForm } from '../../../components/form/use-zod-form';

/**
 * The form of a follow-up action modal: validated with the action's contract schema, reset when the
 * modal opens, and submitted with the server's errors on the fields (or as lines above them) and a
 * notification on success.
 */
export function useActionForm<V extends Record<string, unknown>>(schema: z.ZodType, initialValues: V) {
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
      setLines(handleActionError(error, t, form));
    }
  };

  return { form, lines, reset, run };
}
