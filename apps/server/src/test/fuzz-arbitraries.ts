import fc from 'fast-check';

/**
 * fast-check arbitraries for bad input, generated from the JSON schemas the OpenAPI document carries
 * for each operation (the contract's zod schemas through `z.toJSONSchema`, so one walker serves every
 * zod 4 construct the contract uses), plus hostile values for search, ordering, filters and ids.
 */

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: boolean | JsonSchema;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
};

/** Strings that have broken servers: NUL, huge, unicode edge cases, SQL, LIKE and path syntax. */
export const hostileStrings = [
  '',
  ' ',
  'a\u0000b',
  'x'.repeat(70_000),
  'ñ'.repeat(5_000),
  '😀𝕏🏳️‍🌈',
  '\uD800',
  '\uFFFF\uFFFE',
  '\u202Eevil',
  'Ω\u200B\u00A0',
  "' OR 1=1 --",
  "'; drop table candidates; --",
  '") union select password from users --',
  '%',
  '_',
  '\\',
  '%_\\%',
  '[a-z]*',
  '(?:a+)+$',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  `\${7*7}`,
  '__proto__',
  'constructor',
  'null',
  'undefined',
  'true',
  '-1',
  '0',
  '1.5',
  '1e309',
  'NaN',
  'Infinity',
  '9007199254740993',
  '99999999999999999999999',
  '2026-02-30',
  '0000-00-00',
  '10000-01-01',
  '25:61',
  '-',
  ',',
  ',,,',
  'id,-id,__proto__',
] as const;

/** Numbers outside what ids, pages and amounts take. */
export const hostileNumbers = [
  -1,
  0,
  -0,
  0.5,
  1.5,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  1e308,
  -1e308,
  Number.MIN_VALUE,
] as const;

/** Keys that pollute prototypes or shadow built-ins when an object is merged naively. */
export const hostileKeys = ['__proto__', 'constructor', 'prototype', 'hasOwnProperty', 'toString'] as const;

/** Path ids that are not positive integer ids (or are ids that do not exist). */
export const hostileIds = [
  '0',
  '-1',
  '1.5',
  '1e3',
  '0x10',
  ' 1',
  '1%20',
  '99999999999999999999',
  '2147483648',
  '9007199254740993',
  'abc',
  '%00',
  '%F0%9F%98%80',
  'NaN',
  '__proto__',
  '%2E%2E%2F%2E%2E',
  '1%27%20or%201%3D1',
] as const;

const hostileString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...hostileStrings) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
);
const hostileNumber = fc.oneof(
  fc.constantFrom(...hostileNumbers),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

/** Any JSON value of the wrong kind: strings, numbers, booleans, null, arrays and objects. */
export const anyBadJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString,
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.oneof(fc.constantFrom(...hostileKeys), fc.string({ maxLength: 8 })), tie('value'), {
      maxKeys: 3,
    }),
  ),
})).value;

const typeOf = (schema: JsonSchema): string | undefined =>
  Array.isArray(schema.type) ? schema.type.find((name) => name !== 'null') : schema.type;

/** A value that fits the schema (roughly: formats and bounds are only approximated). */
export function validish(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 5) return fc.string({ maxLength: 10 });
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return fc.oneof(...variants.map((variant) => validish(variant, depth + 1)));
  if (schema.allOf?.length) return validish(schema.allOf[0], depth + 1);
  switch (typeOf(schema)) {
    case 'object': {
      const entries = Object.entries(schema.properties ?? {});
      return fc.record(Object.fromEntries(entries.map(([key, child]) => [key, validish(child, depth + 1)])), {
        requiredKeys: (schema.required ?? []).filter((key) => key in (schema.properties ?? {})),
      });
    }
    case 'array':
      return fc.array(validish(schema.items, depth + 1), { maxLength: 3 });
    case 'integer':
      // small ids hit rows that exist; the bounds keep amounts and years plausible
      return fc.integer({
        min: Math.max(schema.minimum ?? 0, -5),
        max: Math.min(schema.maximum ?? 40, 3000),
      });
    case 'number':
      return fc.double({ min: -10, max: 10_000, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      if (schema.format === 'date') return fc.constantFrom('2026-03-04', '2025-12-31', '1999-01-01');
      if (schema.format === 'email') return fc.constantFrom('a@example.com', 'b@example.org');
      if (schema.format === 'date-time') return fc.constant('2026-03-04T10:00:00.000Z');
      return fc.string({ maxLength: Math.min(schema.maxLength ?? 20, 20) });
  }
}

/**
 * A bad value for the schema: an object keeps its shape but each field is, independently, valid,
 * hostile or left out, with polluting keys added now and then; other values are hostile outright.
 */
export function badValue(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 5) return anyBadJson;
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) {
    const object = variants.find((variant) => typeOf(variant) === 'object');
    if (object) return badValue(object, depth + 1);
  }
  if (typeOf(schema) === 'object' && schema.properties) {
    const fields = Object.entries(schema.properties).map(([key, child]) =>
      fc
        .oneof(
          { weight: 3, arbitrary: validish(child, depth + 1).map((value) => ({ value })) },
          { weight: 2, arbitrary: badValue(child, depth + 1).map((value) => ({ value })) },
          { weight: 1, arbitrary: fc.constant(undefined) },
        )
        .map((field) => [key, field] as const),
    );
    const extra = fc.array(
      fc.tuple(fc.constantFrom(...hostileKeys), anyBadJson).map(([key, value]) => [key, { value }] as const),
      { maxLength: 2 },
    );
    return fc.tuple(fc.tuple(...fields), extra).map(([own, added]) => ({
      [rawEntries]: [...own, ...added].flatMap(([key, field]) => (field ? [[key, field.value]] : [])),
    }));
  }
  if (typeOf(schema) === 'array')
    return fc.oneof(fc.array(badValue(schema.items, depth + 1), { maxLength: 3 }), anyBadJson);
  return anyBadJson;
}

/**
 * Marks an object built as a list of entries, so a key such as `__proto__` reaches the JSON text
 * as an own key (an object literal would set the prototype instead).
 */
export const rawEntries = Symbol('rawEntries');
type RawObject = { [rawEntries]: Array<readonly [string, unknown]> };

/** JSON text of a generated value, keeping `__proto__` and repeated keys as they were generated. */
export function toJsonText(value: unknown): string {
  if (value && typeof value === 'object' && rawEntries in value) {
    const entries = (value as RawObject)[rawEntries];
    return `{${entries.map(([key, child]) => `${JSON.stringify(key)}:${toJsonText(child)}`).join(',')}}`;
  }
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.entries(value)
      .map(([key, child]) => `${JSON.stringify(key)}:${toJsonText(child)}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

/** Percent-encodes every byte of the UTF-8 text (a lone surrogate becomes U+FFFD, as a browser sends it). */
export const encodeAll = (text: string) =>
  Array.from(Buffer.from(text, 'utf8'), (byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');

/** A query value: hostile text, a number, a list, or raw broken percent-encoding. */
export const queryValue: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: hostileString.map((text) => encodeAll(text.slice(0, 2_000))) },
  { weight: 2, arbitrary: hostileNumber.map((n) => encodeAll(String(n))) },
  { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 4 }).map((l) => encodeAll(l.join(','))) },
  { weight: 1, arbitrary: fc.constantFrom('%', '%zz', '%E0%A4%A', '%C0%80', '%FF', '[]', 'a[b]=c', '=') },
);
