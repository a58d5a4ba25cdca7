import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Features do not import each other (docs/architecture.md, "Where each kind of code lives"): a page
 * composes them, and what two features share lives outside `features/` (`components/`, `lib/`),
 * which in turn imports no feature. A check of the web's own source, like a lint rule; tests
 * included, since a test's import of another feature ties the two just the same.
 */

const root = import.meta.dirname;
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every module a source names: after from, after import (static or dynamic) and in vi.mock. */
const specifier = /(?:\bfrom\s*|\bimport\s*\(?\s*|\bvi\.mock\(\s*)(['"])([^'"]+)\1/g;
const specifiersOf = (source: string) => [...source.matchAll(specifier)].map((match) => match[2] as string);

/** The feature folder a path of the web's source lies in (`vacancies`), or null outside `features/`. */
function featureOf(path: string): string | null {
  const parts = relative(root, path).split(sep);
  return parts[0] === 'features' && parts.length > 2 ? (parts[1] ?? null) : null;
}

/** The feature a module named from `file` lies in: a relative path resolved, an alias by its `features/<name>/`. */
function importedFeature(file: string, name: string): string | null {
  if (name.startsWith('.')) return featureOf(resolve(dirname(file), name));
  return /(?:^|\/)features\/([^/]+)\//.exec(name)?.[1] ?? null;
}

/** `file: specifier` for each import that crosses into a feature other than the file's own. */
function crossFeatureImports(file: string, source: string): string[] {
  const own = featureOf(file);
  return specifiersOf(source)
    .filter((name) => {
      const feature = importedFeature(file, name);
      return feature !== null && feature !== own;
    })
    .map((name) => `${relative(root, file)}: ${name}`);
}

describe('feature boundaries', () => {
  it('no feature imports another, and shared code imports none', () => {
    const offenders = ['features', 'components', 'lib'].flatMap((dir) =>
      sourceFiles(join(root, dir)).flatMap((file) => crossFeatureImports(file, readFileSync(file, 'utf8'))),
    );
    expect(offenders).toEqual([]);
  });

  it('finds an import of another feature (the check itself)', () => {
    const file = join(root, 'features', 'vacancy-candidates', 'components', 'x.tsx');
    const source = [
      "import { A } from '../../requirement-candidates/components/a';",
      "import '../../vacancies/texts';",
      "const b = () => import('../../candidates/components/b');",
      "import { C } from './c';",
      "import { D } from '../api/d';",
      "import { E } from '../../../components/follow-up/e';",
    ].join('\n');
    expect(crossFeatureImports(file, source).map((line) => line.split(': ')[1])).toEqual([
      '../../requirement-candidates/components/a',
      '../../vacancies/texts',
      '../../candidates/components/b',
    ]);
    const shared = join(root, 'components', 'follow-up', 'x.tsx');
    expect(crossFeatureImports(shared, "import { A } from '../../features/vacancies/a';")).toHaveLength(1);
  });
});

/**
 * A feature's file holds one job (docs/architecture.md, "Where each kind of code lives"): a form's
 * sections, its values and its save apart, one component per file. Past this many lines a file does
 * several; split it rather than raise the limit. Tests count too: a long test file splits by the
 * behaviour it covers.
 */
const maxLines = 400;
/** Files allowed past the limit, each with its reason (none today). */
const longFileExceptions: Record<string, string> = {};

const lineCount = (source: string) => source.split('\n').length - (source.endsWith('\n') ? 1 : 0);

describe('feature file size', () => {
  it(`no file under features/ is longer than ${maxLines} lines`, () => {
    const offenders = sourceFiles(join(root, 'features'))
      .map((file) => ({
        file: relative(root, file).split(sep).join('/'),
        lines: lineCount(readFileSync(file, 'utf8')),
      }))
      .filter(({ file, lines }) => lines > maxLines && !(file in longFileExceptions))
      .map(({ file, lines }) => `${file}: ${lines} lines`);
    expect(offenders).toEqual([]);
  });

  it('lists as exceptions only files that are still long (the check itself)', () => {
    for (const file of Object.keys(longFileExceptions)) {
      expect(lineCount(readFileSync(join(root, file), 'utf8')), file).toBeGreaterThan(maxLines);
    }
    expect(lineCount('a\nb\n')).toBe(2);
    expect(lineCount('a\nb')).toBe(2);
  });
});
