import { type UseFormReturnType, useForm } from '@mantine/form';
import { firstMessage, issueMessage } from '@rp/contract';
import { type QueryClient, QueryClientContext } from '@tanstack/react-query';
import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError } from '../../lib/api-client';
import { hasUnsavedInput, useUnsavedChanges, whileSaving } from './unsaved-changes';

type Values = Record<string, unknown>;

/** Empty strings of optional fields travel as null (the API's formats reject ''). */
export function emptyToNull<T extends Values>(values: T): T {
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v === '' ? null : v])) as T;
}

/**
 * Values the form has checked against its contract schema, typed as that schema's input: what the
 * API takes (the server parses them with the same schema).
 */
export const asSchemaInput = <S extends z.ZodType>(_schema: S, values: object) => values as z.input<S>;

/**
 * Once React has drawn the errors, scrolls to and focuses the first field in error, in page order,
 * of the form (or dialog) holding one of `paths`: found by the `data-path` Mantine's
 * `getInputProps` puts on an input; fields in error without it still count once the form is found.
 */
export function focusFirstFieldInError(paths: readonly string[]) {
  const anchorOf = () => {
    for (const path of paths) {
      if (/["\\]/.test(path)) continue;
      const node = document.querySelector<HTMLElement>(`[data-path="${path}"][aria-invalid="true"]`);
      if (node) return node;
    }
    return null;
  };
  let attempts = 0;
  const attempt = () => {
    // the page may be gone by the time a retry runs (a closed tab, a finished test)
    if (typeof document === 'undefined') return;
    const anchor = anchorOf();
    if (!anchor) {
      // the errors are not drawn yet (or no field in error has a data-path): a few more tries
      attempts += 1;
      if (attempts < 10) setTimeout(attempt, 20);
      return;
    }
    const scope = anchor.closest('form') ?? anchor.closest('[role="dialog"]') ?? document.body;
    const first = scope.querySelector<HTMLElement>('[aria-invalid="true"]') ?? anchor;
    first.scrollIntoView({ block: 'center' });
    first.focus({ preventScroll: true });
  };
  setTimeout(attempt, 0);
}

/**
 * Watches the mutations that run while a submit handler does: `succeeded()` is true when at least
 * one succeeded and none failed (the handler saved; a handler that catches its error still failed).
 */
function watchMutations(client: QueryClient | undefined) {
  let successes = 0;
  let failures = 0;
  const stop =
    client?.getMutationCache().subscribe((event) => {
      if (event.type !== 'updated') return;
      if (event.action.type === 'success') successes += 1;
      if (event.action.type === 'error') failures += 1;
    }) ?? (() => {});
  return { stop, succeeded: () => successes > 0 && failures === 0 };
}

/**
 * A Mantine form validated by a contract zod schema, with the generic messages (docs/domain.md#api-conventions)
 * in the current language (the same messages the server sends). A submit the schema refuses scrolls to
 * and focuses the first field in error.
 *
 * The form reports its unsaved input (docs/decisions.md, "Unsaved changes"): leaving the page or
 * closing its `FormModal` asks first while the user has changed a field. A submit whose save
 * succeeds (its mutations succeeded, none failed) makes what the form then holds its saved state,
 * and a navigation the submit starts is not questioned.
 */
export function useZodForm<T extends Values>(schema: z.ZodType, initialValues: T): UseFormReturnType<T> {
  const { i18n } = useTranslation();
  const client = useContext(QueryClientContext);
  const form = useForm<T>({
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
  useUnsavedChanges(hasUnsavedInput(form));
  const onSubmit: typeof form.onSubmit = (handleSubmit, handleValidationFailure) =>
    form.onSubmit(
      (values, event) => {
        const mutations = watchMutations(client);
        const settle = () => {
          mutations.stop();
          // saved: what the form holds now (the handler may have cleared a field) is its saved state
          if (mutations.succeeded()) form.resetDirty();
        };
        let result: ReturnType<typeof handleSubmit>;
        try {
          result = whileSaving(handleSubmit(values, event));
        } catch (error) {
          mutations.stop();
          throw error;
        }
        Promise.resolve(result).then(settle, () => mutations.stop());
        return result;
      },
      (errors, values, event) => {
        focusFirstFieldInError(Object.keys(errors));
        handleValidationFailure?.(errors, values, event);
      },
    );
  return { ...form, onSubmit };
}

/**
 * Puts a 400's per-field messages on the form (and brings the first field in error into view);
 * returns what belongs to no field. Entries that carry data, not messages (`duplicate_of`,
 * docs/api.md#errors), are left to the caller.
 */
export function applyServerErrors(
  form: { setFieldError: (path: string, error: string) => void; values: object },
  error: unknown,
): string[] {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  const rest: string[] = [];
  const fields: string[] = [];
  for (const [field, messages] of Object.entries(error.data)) {
    const first = firstMessage(messages);
    if (first === null) continue;
    if (field in form.values || field.includes('.')) {
      form.setFieldError(field, first);
      fields.push(field);
    } else
      rest.push(
        field === 'detail' || field === 'non_field_errors' ? first : `${field.toUpperCase()}: ${first}`,
      );
  }
  if (fields.length > 0) focusFirstFieldInError(fields);
  return rest;
}
