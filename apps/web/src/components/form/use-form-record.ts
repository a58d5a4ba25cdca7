import type { UseFormReturnType } from '@mantine/form';
import { useEffect } from 'react';

/**
 * Shows a loaded record in a form, the one place forms re-sync with what the server holds: whenever
 * `record` changes (it arrives, or is saved and re-read; `version` narrows "changes" to, e.g., its
 * id and updated_at) the form's values and initial values become `toValues(record)`, with nothing
 * dirty and no errors. Without a record (a new one) the form keeps its values. With `keepEdits`, a
 * form the user is editing is left alone.
 */
export function useFormRecord<R, T extends Record<string, unknown>>(
  form: UseFormReturnType<T>,
  record: R | null | undefined,
  toValues: (record: R) => T,
  options: { keepEdits?: boolean; version?: (record: R) => unknown } = {},
) {
  const version = record == null ? null : options.version ? JSON.stringify(options.version(record)) : record;
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-sync only when the record (its version) changes
  useEffect(() => {
    if (record == null) return;
    if (options.keepEdits && form.isDirty()) return;
    const values = toValues(record);
    form.setInitialValues(values);
    form.setValues(values);
    form.resetDirty(values);
    form.clearErrors();
  }, [version]);
}
