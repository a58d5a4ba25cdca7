import { grants, type ResourcePath } from '@rp/contract';
import type { Ctx } from '../context';
import { FieldErrors } from '../lib/errors';
import { findRaw } from './service';
import type { ResourceDef, Row } from './types';

/** Every registered resource by path, so a reference names the resource it points at. */
const registry = new Map<ResourcePath, ResourceDef>();

export function registerDef(def: ResourceDef) {
  registry.set(def.path, def);
}

/**
 * The row `id` of `resource` as the caller may see it (its routes grant reading it and the row is in
 * its data scope, docs/domain.md#data-scope), or undefined: out of scope and missing answer alike.
 */
export async function visibleRef(ctx: Ctx, resource: ResourcePath, id: unknown): Promise<Row | undefined> {
  const def = registry.get(resource);
  if (!def) throw new Error(`resource ${resource} is not registered`);
  const n = Number(id);
  if (!Number.isInteger(n) || n <= 0 || n > 2147483647) return undefined;
  if (!grants(def.access.read, ctx.actor)) return undefined;
  return findRaw(def, ctx, n);
}

/** 400 `validation.not_found_ref` on `field` unless the caller may see the row (no existence oracle). */
export async function assertVisibleRef(ctx: Ctx, resource: ResourcePath, id: unknown, field: string) {
  const row = await visibleRef(ctx, resource, id);
  if (!row) throw FieldErrors.one(field, 'validation.not_found_ref');
  return row;
}

/** `items.*.position` → every `[items.N.position, value]` of the input. */
function valuesAt(path: string, input: unknown): Array<[string, unknown]> {
  const [head, ...rest] = path.split('.');
  if (head === undefined || input === null || typeof input !== 'object') return [];
  if (head === '*') {
    if (!Array.isArray(input)) return [];
    return input.flatMap((item, index) =>
      rest.length === 0
        ? [[String(index), item] as [string, unknown]]
        : valuesAt(rest.join('.'), item).map(
            ([key, value]) => [`${index}.${key}`, value] as [string, unknown],
          ),
    );
  }
  if (!(head in input)) return [];
  const value = (input as Row)[head];
  if (rest.length === 0) return [[head, value]];
  return valuesAt(rest.join('.'), value).map(([key, v]) => [`${head}.${key}`, v]);
}

/**
 * Checks the references of a write (docs/domain.md#data-scope): each id sent must be a row the caller may see, and a
 * `sameCompany` one must belong to the written row's company (a null company is shared). On an
 * update that moves the row to another company, the stored references are checked too.
 */
export async function checkReferences(def: ResourceDef, ctx: Ctx, input: Row, existing: Row | null) {
  if (!def.references) return;
  const fields: Record<string, Array<{ key: string }>> = {};
  let company: number | null | undefined;
  let companyKnown = false;
  const rowCompany = async () => {
    if (!companyKnown) {
      company = def.companyOf ? await def.companyOf(ctx, input, existing) : undefined;
      companyKnown = true;
    }
    return company;
  };
  const movesCompany =
    existing !== null && def.companyOf !== undefined
      ? async () => {
          const before = await def.companyOf?.(ctx, {}, existing);
          const after = await rowCompany();
          return before != null && after != null && before !== after;
        }
      : async () => false;
  // the plain references first: the company a `sameCompany` one is compared with must be valid
  const entries = Object.entries(def.references).sort(
    ([, x], [, y]) => Number(Boolean(x.sameCompany)) - Number(Boolean(y.sameCompany)),
  );
  for (const [path, ref] of entries) {
    if (ref.sameCompany && Object.keys(fields).length > 0) break;
    let values = valuesAt(path, input);
    if (values.length === 0 && ref.sameCompany && !path.includes('*') && existing && (await movesCompany()))
      values = [[path, existing[path]]];
    for (const [field, value] of values) {
      if (value == null) continue;
      const row = await visibleRef(ctx, ref.resource, value);
      if (!row) {
        fields[field] = [{ key: 'validation.not_found_ref' }];
        continue;
      }
      if (!ref.sameCompany || row.company == null) continue;
      const own = await rowCompany();
      if (own != null && Number(row.company) !== own) fields[field] = [{ key: 'validation.other_company' }];
    }
  }
  if (Object.keys(fields).length > 0) throw new FieldErrors(fields);
}
