import type { UseFormReturnType } from '@mantine/form';
import { useEffect } from 'react';
import { isSameValue } from './unsaved-changes';

/**
 * Shows a loaded record in a form, the one place forms re-sync with what the server holds: whenever
 * `record` changes (it arrives, or is saved and re-read; `version` narrows "changes" to, e.g., its
 * id and updated_at) the form's initial values become `toValues(record)`. Without a record (a new
 * one) the form keeps its values.
 *
 * Nothing typed is lost to a re-read (docs/decisions.md, "Unsaved changes"): a field the user has
 * changed keeps the user's value and stays unsaved, only the untouched fields take the record's (an
 * upload saved beside the form, a refetch, another tab's change). The form's own submit is the
 * exception: the record read back while it saves is what the user sent, and replaces everything.
 */
export function useFormRecord<R, T extends Record<string, unknown>>(
  form: UseFormReturnType<T>,
  record: R | null | undefined,
  toValues: (record: R) => T,
  options: { version?: (record: R) => unknown } = {},
) {
  const version = record == null ? null : options.version ? JSON.stringify(options.version(record)) : record;
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-sync only when the record (its version) changes
  useEffect(() => {
    if (record == null) return;
    const values = toValues(record);
    const current = form.getValues();
    const loaded = form.getInitialValues();
    const edited = form.submitting
      ? []
      : Object.keys(values).filter((key) => !isSameValue(current[key], loaded[key]));
    if (edited.length === 0) {
      form.setInitialValues(values);
      form.setValues(values);
      form.resetDirty(values);
      form.clearErrors();
      return;
    }
    const merged = { ...values };
    for (const key of edited) merged[key as keyof T] = current[key as keyof T];
    form.setInitialValues(values);
    form.setValues(merged);
    form.resetDirty(values);
    // the kept fields are still the user's unsaved input
    form.setDirty(
      Object.fromEntries(
        edited.filter((key) => !isSameValue(merged[key], values[key])).map((key) => [key, true]),
      ),
    );
  }, [version]);
}
