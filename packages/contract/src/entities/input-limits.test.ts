import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as entities from './index';

/** Exports that clients write (bodies, query strings, multipart fields): every string is bounded. */
const isInputName = (name: string) =>
  /(Create|Update|Input|Fields)Schema$|(Body|Query)$/.test(name) ||
  [
    'updateRotationSchema',
    'companyByKeySchema',
    'changePasswordSchema',
    'updateAccessSchema',
    'loginSchema',
    'refreshSchema',
    'signupSchema',
    'updateUserSchema',
  ].includes(name);

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  items?: z.ZodType[];
  valueType?: z.ZodType;
  getter?: () => z.ZodType;
  pattern?: RegExp;
  checks?: Array<{ _zod: { def: { check: string; pattern?: RegExp; maximum?: number } } }>;
};
const internals = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod;

/** A regular expression that cannot match more than a fixed number of characters. */
const boundedPattern = (pattern: RegExp) =>
  pattern.source.startsWith('^') && pattern.source.endsWith('$') && !/[+*]|\{\d+,\}/.test(pattern.source);

/** The paths of string fields without a maximum length (and of lists without a maximum size). */
function unbounded(schema: z.ZodType, path: string, seen = new Set<z.ZodType>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const { def } = internals(schema);
  const walk = (child: z.ZodType | undefined, at = path) => (child ? unbounded(child, at, seen) : []);
  switch (def.type) {
    case 'string': {
      if (typeof (schema as z.ZodString).maxLength === 'number') return [];
      const patterns = [def.pattern, ...(def.checks ?? []).map((check) => check._zod.def.pattern)].filter(
        (pattern): pattern is RegExp => pattern instanceof RegExp,
      );
      return patterns.length > 0 && patterns.every(boundedPattern) ? [] : [path || '(root)'];
    }
    case 'object':
      return Object.entries(def.shape ?? {}).flatMap(([key, child]) =>
        walk(child, path ? `${path}.${key}` : key),
      );
    case 'pipe':
      return [...walk(def.in), ...walk(def.out)];
    case 'array': {
      const bounded = (def.checks ?? []).some((check) =>
        ['max_length', 'length_equals'].includes(check._zod.def.check),
      );
      return [...(bounded ? [] : [`${path} (items)`]), ...walk(def.element, `${path}[]`)];
    }
    case 'union':
      return (def.options ?? []).flatMap((option) => walk(option));
    case 'intersection':
      return [...walk(def.left), ...walk(def.right)];
    case 'tuple':
      return (def.items ?? []).flatMap((item) => walk(item));
    case 'record':
      return walk(def.valueType, `${path}{}`);
    case 'lazy':
      return walk(def.getter?.());
    default:
      return walk(def.innerType);
  }
}

describe('input limits (issue 10 finding 9)', () => {
  const inputs = (Object.entries(entities) as Array<[string, unknown]>).filter(
    (entry): entry is [string, z.ZodType] => isInputName(entry[0]) && entry[1] instanceof z.ZodType,
  );

  it('finds the create and update schemas', () => {
    expect(inputs.length).toBeGreaterThan(60);
    expect(inputs.map(([name]) => name)).toContain('companyCreateSchema');
  });

  it('gives every string field a maximum length', () => {
    const missing = inputs.flatMap(([name, schema]) => unbounded(schema, '').map((at) => `${name}.${at}`));
    expect(missing).toEqual([]);
  });

  it('the walker sees a string without a maximum', () => {
    const probe = z.object({
      a: z.string().trim().optional(),
      b: z.array(z.object({ c: z.string().nullish() })).max(3),
      g: z.array(z.number()),
      d: z.preprocess((value) => value, z.string().max(5)),
      e: z.string().regex(/^\d{4}$/),
      f: z.string().regex(/^\d+$/),
    });
    expect(unbounded(probe, '')).toEqual(['a', 'b[].c', 'g (items)', 'f']);
  });
});
