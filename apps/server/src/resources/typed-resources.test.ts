import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { ResourceRow } from '@rp/contract';
import { resources } from '@rp/contract/resources';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { regions, type vacancies } from '../db/schema/index';
import type { requirementsResources } from '../modules/requirements/requirements.resources';
import { vacancyResource } from '../modules/vacancies/vacancies.resources';
import type { showRow } from './service';
import { defineResourceDef, type ResourceDef, type ResourceInput, type StoredRow } from './types';

/**
 * A resource's definition carries its contract's types to the code that uses it (docs/architecture.md,
 * "How to add… A resource"): `showRow` answers the read type and the hooks see the parsed input and
 * the stored row. These checks keep the untyped ways back out: a cast of a definition found in a
 * list, a cast of what `showRow` answers.
 */

const src = join(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** What a typed definition makes unnecessary, by the reason it is refused. */
const untyped: Array<[string, RegExp]> = [
  ['a definition cast to ResourceDef (import it by name)', /\bas\s+ResourceDef\b/],
  // `showRow(def, ctx, id) as X` and `(await showRow(def, ctx, id)) as X`, arguments with one level of calls
  ['a cast of showRow’s answer (it is typed)', /showRow\((?:[^()]|\([^()]*\))*\)\)?\s*as\s/],
  ['a cast to a resource’s read row', /\bas\s+Promise<\s*ResourceRow\b/],
  [
    'a definition looked up in a list (import it by name)',
    /Resources(?:\([^()]*\))?\.find\(\s*\(?\s*\w+\s*\)?\s*=>\s*\w+\.path\b/,
  ],
];

describe('typed resource definitions', () => {
  it('leaves no untyped use of a resource definition in the server’s source', () => {
    const found = sourceFiles(src).flatMap((path) => {
      const text = readFileSync(path, 'utf8');
      return untyped.flatMap(([reason, pattern]) => {
        const match = pattern.exec(text);
        if (!match) return [];
        const line = text.slice(0, match.index).split('\n').length;
        return [`${relative(src, path)}:${line}: ${reason}`];
      });
    });
    expect(found).toEqual([]);
  });

  it('recognises the patterns it refuses', () => {
    const refused = (text: string) => untyped.some(([, pattern]) => pattern.test(text));
    expect(
      refused("const def = vacanciesResources.find((d) => d.path === 'vacancies') as ResourceDef;"),
    ).toBe(true);
    expect(refused('(await showRow(userResource, ctx, id)) as User')).toBe(true);
    expect(refused("showRow(def(ctx, 'requeriments'), ctx, id) as Promise<Requirement>")).toBe(true);
    expect(refused("requirementsResources(ctx.config).find((d) => d.path === 'requeriments')")).toBe(true);
    expect(refused('const row = await showRow(vacancyResource, ctx, id);')).toBe(false);
  });

  it('types showRow, the hooks and the keyed requirement resources from the contract and the table', () => {
    expectTypeOf<ReturnType<typeof showRow<typeof vacancyResource>>>().toEqualTypeOf<
      Promise<ResourceRow<typeof resources.vacancies>>
    >();
    type BeforeWrite = Parameters<NonNullable<(typeof vacancyResource)['beforeWrite']>>;
    expectTypeOf<BeforeWrite[1]>().toEqualTypeOf<ResourceInput<typeof resources.vacancies>>();
    expectTypeOf<BeforeWrite[2]>().toEqualTypeOf<StoredRow<typeof vacancies> | null>();
    expectTypeOf<StoredRow<typeof vacancies>['salary_from']>().toEqualTypeOf<number | null>();
    expectTypeOf<typeof requirementsResources>().returns.toHaveProperty('requeriment-candidates');
    // a typed definition is also the erased one the registry holds
    expectTypeOf(vacancyResource).toExtend<ResourceDef>();

    const region = defineResourceDef(resources.regions, {
      table: regions,
      async beforeWrite(_ctx, input, existing) {
        // @ts-expect-error a field the contract's input does not have
        const unknownField = input.nmae;
        // @ts-expect-error a region's stored name is text
        const name: number | undefined = existing?.name;
        return { ...input, unknownField, name };
      },
    });
    expect(region.path).toBe('regions');
  });
});
