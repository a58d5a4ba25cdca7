import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { CandidateFormValues } from './candidate-form-values';

export type CandidateForm = UseFormReturnType<CandidateFormValues>;

/**
 * The props of the full candidate form's inputs: `text` for a field with its label (and asterisk)
 * and the form's value, error and change handler; `catalog` for a catalog pick list.
 */
export function useCandidateFieldProps(form: CandidateForm) {
  const { t } = useTranslation();
  const text = (field: keyof CandidateFormValues, options: { required?: boolean } = {}) => ({
    label: t(`candidates.fields.${field}`),
    withAsterisk: options.required,
    ...form.getInputProps(field),
  });
  const catalog = (field: 'scholar_level' | 'english_level' | 'recruitment_source') => ({
    label: t(`candidates.fields.${field}`),
    value: form.values[field],
    error: form.errors[field],
    onChange: (value: number | null) => form.setFieldValue(field, value),
  });
  return { text, catalog };
}
