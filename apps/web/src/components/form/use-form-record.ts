import type { UseFormReturnType } from '@mantine/form';
import { useEffect } from 'react';

/**
 * Shows a loaded record in a form: whenever `record` changes (it arrives, or is saved and re-read)
 * the form's values and initial values become `toValues(record)`. With `keepEdits`, a form the user
 * is editing is left alone.
 */
export function useFormRecord<R, T extends Record<string, unknown>>(
  form: UseFormReturnType<T>,
  record: R,
  toValues: (record: R) => T,
  options: { keepEdits?: boolean } = {},
) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-sync only when the record changes
  useEffect(() => {
    if (options.keepEdits && form.isDirty()) return;
    const values = toValues(record);
    form.setInitialValues(values);
    form.setValues(values);
  }, [record]);
}
