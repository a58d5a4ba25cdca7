import { type UseFormReturnType, useForm } from '@mantine/form';
import { issueMessage } from '@rp/contract';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError } from '../../lib/api-client';

type Values = Record<string, unknown>;

/** Empty strings of optional fields travel as null (the API's formats reject ''). */
export function emptyToNull<T extends Values>(values: T): T {
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v === '' ? null : v])) as T;
}

/**
 * A Mantine form validated by a contract zod schema, with the generic messages (docs/domain.md#api-conventions) in the
 * current language (the same messages the server sends).
 */
/**
 * Values the form has checked against its contract schema, typed as that schema's input: what the
 * API takes (the server parses them with the same schema).
 */
export const asSchemaInput = <S extends z.ZodType>(_schema: S, values: object) => values as z.input<S>;

export function useZodForm<T extends Values>(schema: z.ZodType, initialValues: T): UseFormReturnType<T> {
  const { i18n } = useTranslation();
  return useForm<T>({
    mode: 'controlled',
    initialValues,
    validate: (values) => {
      const result = schema.safeParse(emptyToNull(values), { reportInput: true });
      if (result.success) return {};
      const errors: Record<string, string> = {};
      for (const issue of result.error.issues) {
        const key = issue.path.map(String).join('.') || 'root';
        errors[key] ??= issueMessage(issue, i18n.language === 'en' ? 'en' : 'es');
      }
      return errors;
    },
  });
}

/** Puts a 400's per-field messages on the form; returns what belongs to no field. */
export function applyServerErrors(
  form: { setFieldError: (path: string, error: string) => void; values: object },
  error: unknown,
): string[] {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  const rest: string[] = [];
  for (const [field, messages] of Object.entries(error.data)) {
    const first = Array.isArray(messages) ? String(messages[0]) : String(messages);
    if (field in form.values || field.includes('.')) form.setFieldError(field, first);
    else
      rest.push(
        field === 'detail' || field === 'non_field_errors' ? first : `${field.toUpperCase()}: ${first}`,
      );
  }
  return rest;
}
