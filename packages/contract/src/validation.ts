import type { z } from 'zod';
import { type Lang, translate } from './i18n';

type Issue = z.core.$ZodIssue & { input?: unknown };

/** The i18n key and params of one zod issue, with the generic messages (docs/domain.md#api-conventions). */
export function issueMessage(issue: Issue, lang: Lang): string {
  const t = (key: string, params?: Record<string, unknown>) => translate(lang, `validation.${key}`, params);
  // a schema's own message is an i18n key ("validation.curp")
  if (issue.message?.startsWith('validation.') || issue.message?.startsWith('errors.')) {
    const params = 'params' in issue ? (issue.params as Record<string, unknown> | undefined) : undefined;
    return translate(lang, issue.message, params);
  }
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined || issue.input === null) return t('required');
      const byType: Record<string, string> = {
        string: 'text',
        number: 'number',
        int: 'integer',
        bigint: 'integer',
        boolean: 'boolean',
        date: 'date',
        array: 'list',
        object: 'object',
      };
      return t(byType[issue.expected] ?? 'invalid');
    }
    case 'too_big':
      if (issue.origin === 'string')
        return t(issue.exact ? 'exact_chars' : 'max_chars', { count: issue.maximum });
      if (issue.origin === 'array' || issue.origin === 'set') return t('max_items', { count: issue.maximum });
      return t(issue.inclusive ? 'max_value' : 'less_than', { count: issue.maximum });
    case 'too_small':
      if (issue.origin === 'string') {
        if (issue.exact) return t('exact_chars', { count: issue.minimum });
        if (Number(issue.minimum) === 1) return t('required');
        return t('min_chars', { count: issue.minimum });
      }
      if (issue.origin === 'array' || issue.origin === 'set') return t('min_items', { count: issue.minimum });
      return t(issue.inclusive ? 'min_value' : 'greater_than', { count: issue.minimum });
    case 'invalid_format': {
      const byFormat: Record<string, string> = {
        email: 'email',
        url: 'link',
        date: 'date',
        datetime: 'date',
      };
      return t(byFormat[issue.format] ?? 'format');
    }
    case 'invalid_value':
      return t('choice', { values: issue.values.map(String).join(', ') });
    case 'unrecognized_keys':
      return t('unknown_field', { keys: issue.keys.join(', ') });
    default:
      return t('invalid');
  }
}

/** DRF-style field errors: {"field": ["message"], "items.0.shift_type": [...], "non_field_errors": [...]}. */
export function formatIssues(issues: readonly Issue[], lang: Lang): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : 'non_field_errors';
    const message = issueMessage(issue, lang);
    const list = out[key] ?? [];
    out[key] = list;
    if (!list.includes(message)) list.push(message);
  }
  return out;
}

/** A field's first message: the value is a message or a list of them (else it is data, not a message). */
export function firstMessage(messages: unknown): string | null {
  const first = Array.isArray(messages) ? messages[0] : messages;
  return typeof first === 'string' ? first : null;
}

/**
 * docs/domain.md#api-conventions: per-field message arrays become "FIELD: first message" lines. Entries that carry data
 * instead of messages (`duplicate_of` of an identity clash, docs/api.md#errors) make no line.
 */
export function errorLines(errors: Record<string, unknown>): string[] {
  return Object.entries(errors).flatMap(([field, messages]) => {
    const first = firstMessage(messages);
    if (first === null) return [];
    return field === 'detail' || field === 'non_field_errors'
      ? [first]
      : [`${field.toUpperCase()}: ${first}`];
  });
}
