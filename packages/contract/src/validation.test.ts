import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorLines, formatIssues, issueMessage } from './validation';

/** The issues zod reports for a value, with the input as the server and the forms parse it. */
function issuesOf(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value, { reportInput: true });
  if (result.success) throw new Error('expected a validation failure');
  return result.error.issues;
}
const messageOf = (schema: z.ZodType, value: unknown, lang: 'es' | 'en') =>
  issueMessage(issuesOf(schema, value)[0]!, lang);

describe('issueMessage: the generic messages (docs/domain.md)', () => {
  it('required', () => {
    expect(messageOf(z.object({ a: z.string() }), {}, 'es')).toBe('Este campo es obligatorio');
    expect(messageOf(z.object({ a: z.string() }), {}, 'en')).toBe('This field is required');
    expect(messageOf(z.object({ a: z.number() }), { a: null }, 'en')).toBe('This field is required');
    // an empty string where min(1) is asked is "required", not "minimum 1 characters"
    expect(messageOf(z.string().min(1), '', 'en')).toBe('This field is required');
  });

  it('type: text, number, integer', () => {
    expect(messageOf(z.string(), 5, 'es')).toBe('Debe ser texto');
    expect(messageOf(z.string(), 5, 'en')).toBe('Must be text');
    expect(messageOf(z.number(), 'x', 'es')).toBe('Debe ser un número');
    expect(messageOf(z.number(), 'x', 'en')).toBe('Must be a number');
    expect(messageOf(z.int(), 1.5, 'en')).toBe('Must be an integer');
    expect(messageOf(z.boolean(), 'x', 'en')).toBe('Must be true or false');
  });

  it('formats: email, link, date', () => {
    expect(messageOf(z.email(), 'nope', 'es')).toBe('Debe ser un correo electrónico válido');
    expect(messageOf(z.email(), 'nope', 'en')).toBe('Must be a valid email');
    expect(messageOf(z.url(), 'nope', 'en')).toBe('Must be a valid link');
    expect(messageOf(z.url(), 'nope', 'es')).toBe('Debe ser un enlace válido');
    expect(messageOf(z.iso.date(), '2026-13-45', 'en')).toBe('Must be a valid date');
    expect(messageOf(z.iso.date(), 'x', 'es')).toBe('Debe ser una fecha válida');
  });

  it('lengths: maximum, minimum and exactly N characters', () => {
    expect(messageOf(z.string().max(3), 'abcd', 'es')).toBe('Máximo 3 caracteres');
    expect(messageOf(z.string().max(3), 'abcd', 'en')).toBe('Maximum 3 characters');
    expect(messageOf(z.string().min(5), 'abc', 'es')).toBe('Mínimo 5 caracteres');
    expect(messageOf(z.string().min(5), 'abc', 'en')).toBe('Minimum 5 characters');
    expect(messageOf(z.string().length(18), 'abc', 'es')).toBe('Debe tener exactamente 18 caracteres');
    expect(messageOf(z.string().length(18), 'a'.repeat(20), 'en')).toBe('Must be exactly 18 characters');
  });

  it('numbers: bounds', () => {
    expect(messageOf(z.number().positive(), 0, 'en')).toBe('Must be greater than 0');
    expect(messageOf(z.number().positive(), 0, 'es')).toBe('Debe ser mayor que 0');
    expect(messageOf(z.number().min(1), 0, 'en')).toBe('Must be greater than or equal to 1');
    expect(messageOf(z.number().max(10), 11, 'en')).toBe('Must be less than or equal to 10');
    expect(messageOf(z.number().lt(10), 10, 'en')).toBe('Must be less than 10');
  });

  it('lists, choices and unknown fields', () => {
    expect(messageOf(z.array(z.string()).min(1), [], 'en')).toBe('Minimum 1 items');
    expect(messageOf(z.array(z.string()).max(1), ['a', 'b'], 'es')).toBe('Máximo 1 elementos');
    expect(messageOf(z.enum(['a', 'b']), 'c', 'en')).toBe('Choose a valid option: a, b');
    expect(messageOf(z.strictObject({ a: z.string() }), { a: 'x', b: 1 }, 'en')).toBe('Field not allowed: b');
  });

  it("a schema's own message is an i18n key translated with its params", () => {
    const schema = z.string().refine(() => false, { message: 'validation.passwords_mismatch' });
    expect(messageOf(schema, 'x', 'es')).toBe('Las contraseñas no coinciden');
    expect(messageOf(schema, 'x', 'en')).toBe('Passwords do not match');
    const withParams = z.string().superRefine((_, ctx) => {
      ctx.addIssue({ code: 'custom', message: 'errors.in_use', params: { table: 'users' } });
    });
    expect(messageOf(withParams, 'x', 'en')).toBe('Cannot delete: the record is in use by users.');
  });

  it('other issues give the generic invalid message', () => {
    const schema = z.string().refine(() => false, { message: 'not a key' });
    expect(messageOf(schema, 'x', 'en')).toBe('Invalid value');
    expect(messageOf(schema, 'x', 'es')).toBe('Valor no válido');
  });
});

describe('formatIssues', () => {
  const schema = z.object({
    name: z.string().min(1).max(5),
    email: z.email(),
    items: z.array(z.object({ shift_type: z.number() })),
  });

  it('groups messages per dotted field path', () => {
    const issues = issuesOf(schema, { name: 'toolong', email: 'x', items: [{ shift_type: 'a' }] });
    expect(formatIssues(issues, 'en')).toEqual({
      name: ['Maximum 5 characters'],
      email: ['Must be a valid email'],
      'items.0.shift_type': ['Must be a number'],
    });
    expect(formatIssues(issues, 'es')).toEqual({
      name: ['Máximo 5 caracteres'],
      email: ['Debe ser un correo electrónico válido'],
      'items.0.shift_type': ['Debe ser un número'],
    });
  });

  it('puts object-level issues under non_field_errors and drops repeated messages', () => {
    const refined = z
      .object({ a: z.string(), b: z.string() })
      .refine(() => false, { message: 'validation.date_range' })
      .refine(() => false, { message: 'validation.date_range' });
    const issues = issuesOf(refined, { a: 'x', b: 'y' });
    expect(formatIssues(issues, 'en')).toEqual({
      non_field_errors: ['The end date cannot be before the start date'],
    });
  });

  it('keeps several distinct messages of one field in order', () => {
    const issues = issuesOf(
      z.object({ code: z.string().min(3).regex(/^\d+$/, { message: 'validation.postal_code' }) }),
      { code: 'a' },
    );
    expect(formatIssues(issues, 'en')).toEqual({
      code: ['Minimum 3 characters', 'The postal code must have 5 digits'],
    });
  });
});

describe('errorLines (docs/domain.md)', () => {
  it('turns per-field arrays into "FIELD: first message" lines', () => {
    expect(
      errorLines({
        name: ['This field is required', 'Maximum 5 characters'],
        email: ['Must be a valid email'],
        'items.0.shift_type': 'Must be a number',
      }),
    ).toEqual([
      'NAME: This field is required',
      'EMAIL: Must be a valid email',
      'ITEMS.0.SHIFT_TYPE: Must be a number',
    ]);
  });

  it('keeps detail and non_field_errors as plain lines', () => {
    expect(errorLines({ detail: 'Not found.', non_field_errors: ['Las contraseñas no coinciden'] })).toEqual([
      'Not found.',
      'Las contraseñas no coinciden',
    ]);
  });

  it('makes no line of entries that carry data instead of messages', () => {
    expect(
      errorLines({
        curp: ['Ya existe el candidato Ortega Luis (#41) con este valor'],
        duplicate_of: { curp: { id: 41, full_name: 'Ortega Luis', category: 3 } },
        matches: [{ id: 12 }],
      }),
    ).toEqual(['CURP: Ya existe el candidato Ortega Luis (#41) con este valor']);
  });

  it('works with the output of formatIssues', () => {
    const issues = issuesOf(z.object({ short: z.string().max(2) }), { short: 'abc' });
    expect(errorLines(formatIssues(issues, 'es'))).toEqual(['SHORT: Máximo 2 caracteres']);
  });
});
