import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { extraMenuLabels, menuEntries, menuGroups, pageRoutes, shellLabels } from '../routes';
import { productResources, resources } from './resources';

type Tree = { [key: string]: string | Tree };

const dir = (lang: 'es' | 'en') => join(import.meta.dirname, lang);
const files = (lang: 'es' | 'en') =>
  readdirSync(dir(lang))
    .filter((name) => name.endsWith('.json'))
    .sort();
const load = (lang: 'es' | 'en', file: string) =>
  JSON.parse(readFileSync(join(dir(lang), file), 'utf8')) as Tree;

/** Every leaf key of a nested translation object, dotted. */
function leafKeys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : leafKeys(value, `${prefix}${key}.`),
  );
}

function lookup(lang: 'es' | 'en', key: string): unknown {
  let node: unknown = resources[lang].translation;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

describe('i18n parity', () => {
  it('has the same files in es and en', () => {
    expect(files('es')).toEqual(files('en'));
    expect(files('es').length).toBeGreaterThan(0);
  });

  for (const file of files('es')) {
    it(`${file}: es and en have exactly the same keys`, () => {
      const es = leafKeys(load('es', file)).sort();
      const en = leafKeys(load('en', file)).sort();
      expect(
        es.filter((key) => !en.includes(key)),
        'keys only in es',
      ).toEqual([]);
      expect(
        en.filter((key) => !es.includes(key)),
        'keys only in en',
      ).toEqual([]);
    });

    it(`${file}: no empty translations`, () => {
      for (const lang of ['es', 'en'] as const) {
        const tree = load(lang, file);
        const empty = leafKeys(tree).filter((key) => {
          const value = key.split('.').reduce<unknown>((node, part) => (node as Tree)[part], tree);
          return typeof value !== 'string' || value.trim() === '';
        });
        expect(empty, `empty in ${lang}/${file}`).toEqual([]);
      }
    });
  }

  it('resources.ts merges every file of the folder (the export labels and mails only for the server)', () => {
    const namespaces = files('es').map((file) => file.replace(/\.json$/, ''));
    expect(Object.keys(productResources.es.translation).sort()).toEqual(namespaces);
    expect(Object.keys(productResources.en.translation).sort()).toEqual(namespaces);
    const web = namespaces.filter((name) => name !== 'exports' && name !== 'mail');
    expect(Object.keys(resources.es.translation).sort()).toEqual(web);
    expect(Object.keys(resources.en.translation).sort()).toEqual(web);
  });
});

describe('route keys', () => {
  const keys = [
    ...pageRoutes.map((route) => route.titleKey),
    ...menuEntries.flatMap((entry) => [entry.labelKey, entry.titleKey]),
    ...menuGroups.map((group) => group.labelKey),
    ...Object.values(extraMenuLabels),
    ...Object.values(shellLabels),
  ];

  for (const lang of ['es', 'en'] as const) {
    it(`every titleKey and labelKey of routes.ts exists in ${lang}`, () => {
      const missing = keys.filter((key) => typeof lookup(lang, key) !== 'string');
      expect(missing).toEqual([]);
    });
  }
});

describe('spec texts', () => {
  // docs/domain.md#api-conventions: the generic validation messages
  const validationKeys = [
    'text',
    'number',
    'integer',
    'decimal',
    'email',
    'date',
    'link',
    'required',
    'max_chars',
    'min_chars',
    'exact_chars',
  ];

  for (const lang of ['es', 'en'] as const) {
    it(`has the generic validation messages in ${lang}`, () => {
      for (const key of validationKeys) expect(lookup(lang, `validation.${key}`), key).toBeTypeOf('string');
      for (const key of ['max_chars', 'min_chars', 'exact_chars'])
        expect(lookup(lang, `validation.${key}`)).toContain('{{count}}');
    });
  }

  it('has the client error messages', () => {
    expect(lookup('es', 'shell.language.changed')).toBe('Lenguaje cambiado a español');
    expect(lookup('en', 'shell.language.changed')).toBe('Language change to english');
    expect(lookup('en', 'shell.errors.not_found')).toBe('This page could not be found');
    expect(lookup('es', 'shell.errors.not_found')).toBe('Esta página no se pudo encontrar');
    expect(lookup('en', 'shell.errors.back_home')).toBe('Back to the home page');
    expect(lookup('en', 'routes.default_title')).toBe('Recruitment Platform');
  });
});
