import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resourcePaths } from './api';
import { allEndpoints } from './endpoints/index';

/**
 * Checks of the repository's own source, like a lint rule: comments cite the project's docs/
 * (docs/domain.md, docs/api.md, docs/decisions.md), never documents outside the repository, and
 * every package a workspace imports is declared in that workspace's package.json.
 */

const root = join(import.meta.dirname, '../../..');
const workspaces = ['packages/contract', 'apps/server', 'apps/web', 'e2e'];
const skippedDirs = new Set(['node_modules', 'dist', 'test-results', 'playwright-report', 'migrations']);
const sourceFile = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;

function sourceFilesOf(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return skippedDirs.has(entry.name) ? [] : sourceFilesOf(path, pattern);
    return pattern.test(entry.name) ? [path] : [];
  });
}
const sourceFiles = (dir: string) => sourceFilesOf(dir, sourceFile);

const files = workspaces.flatMap((workspace) =>
  sourceFiles(join(root, workspace)).map((path) => ({
    workspace,
    path: relative(root, path),
    text: readFileSync(path, 'utf8'),
  })),
);
/** The project's own documents: they stand alone too. */
const documents = [
  'README.md',
  'DEVELOPERS.md',
  ...readdirSync(join(root, 'docs')).map((name) => `docs/${name}`),
]
  .filter((path) => path.endsWith('.md'))
  .map((path) => ({ workspace: '.', path, text: readFileSync(join(root, path), 'utf8') }));

/** Citations of the specification and design documents that lived outside the repository. */
const outsideCitation = new RegExp(
  ['spec\\s§', 'design\\s§', 'spec\\.md', 'design\\.md', '\\.\\./shared'].join('|'),
  // capitals or not
  'i',
);

describe('comments cite the project’s own docs', () => {
  it('has the cited docs', () => {
    for (const doc of ['docs/domain.md', 'docs/api.md', 'docs/decisions.md']) {
      expect(existsSync(join(root, doc)), doc).toBe(true);
    }
  });

  it('cites no document outside the repository', () => {
    const found = [...files, ...documents].flatMap(({ path, text }) =>
      text
        .split('\n')
        .flatMap((line, i) => (outsideCitation.test(line) ? [`${path}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(found).toEqual([]);
  });

  it('cites only sections docs/domain.md has', () => {
    const domain = readFileSync(join(root, 'docs/domain.md'), 'utf8');
    const anchors = new Set(
      domain
        .split('\n')
        .filter((line) => /^#{2,4} /.test(line))
        .map((line) =>
          line
            .replace(/^#+ /, '')
            .toLowerCase()
            .replace(/[^a-z0-9 -]/g, '')
            .replace(/ /g, '-'),
        ),
    );
    const cited = [...files, ...documents].flatMap(({ path, text }) =>
      [...text.matchAll(/docs\/domain\.md#([a-z0-9-]+)/g)].map((m) => ({ path, anchor: m[1] ?? '' })),
    );
    expect(cited.filter(({ anchor }) => !anchors.has(anchor))).toEqual([]);
  });
});

/** A heading's anchor as GitHub makes it (lower case, punctuation dropped, spaces as hyphens). */
const anchorOf = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, '')
    .replace(/ /g, '-');
/** A cited or written title, compared without case, line breaks and a closing full stop or ellipsis. */
const titleKey = (title: string) =>
  title
    .replace(/\s+/g, ' ')
    .replace(/[.…\s]+$/, '')
    .trim()
    .toLowerCase();

describe('citations of docs/decisions.md name one of its sections', () => {
  const decisions = readFileSync(join(root, 'docs/decisions.md'), 'utf8');
  const headings = decisions
    .split('\n')
    .filter((line) => /^#{2,4} /.test(line))
    .map((line) => line.replace(/^#+ /, ''));
  const anchors = new Set(headings.map(anchorOf));
  // a section's title, or the bold lead of one of its decisions (`**Public allowances** (…)`)
  const titles = [...headings, ...[...decisions.matchAll(/^(?:- )?\*\*([^*]+)\*\*/gm)].map((m) => m[1] ?? '')]
    // cited with or without its closing "(issue 26, item 7)" or "(session 9)"
    .flatMap((title) => [title, title.replace(/\s*\([^()]*\)[.…\s]*$/, '')])
    .map(titleKey);
  // SQL migrations and stylesheets cite it too
  const moreFiles = [
    ...readdirSync(join(root, 'apps/server/src/db/migrations')).map(
      (name) => `apps/server/src/db/migrations/${name}`,
    ),
    ...sourceFilesOf(join(root, 'apps/web/src'), /\.css$/).map((path) => relative(root, path)),
  ]
    .filter((path) => /\.(sql|css)$/.test(path))
    .map((path) => ({ path, text: readFileSync(join(root, path), 'utf8') }));
  // this file's own examples are not citations
  const citing = [...files, ...documents, ...moreFiles].filter(
    ({ path }) => path !== 'packages/contract/src/repository-hygiene.test.ts',
  );

  it('cites only anchors it has', () => {
    const cited = citing.flatMap(({ path, text }) =>
      [...text.matchAll(/decisions\.md#([a-z0-9-]+)/g)].map((m) => ({ path, anchor: m[1] ?? '' })),
    );
    expect(cited.length).toBeGreaterThan(20);
    expect(cited.filter(({ anchor }) => !anchors.has(anchor))).toEqual([]);
  });

  it('cites only titles it has (a title ending in … names the start of one)', () => {
    // `decisions.md "Title"`, `decisions.md, 'Title'`, `[decisions.md](decisions.md), "Title"`; a title may
    // run on over the next comment line (` * `, `// `, `-- `)
    const citation =
      /decisions\.md(?:\]\([^)\s]*\))?,?[ \t]*(["'])((?:(?!\1)[^\n]|\n[ \t]*(?:\*|\/\/|--)?[ \t]*){1,200}?)\1/g;
    const cited = citing.flatMap(({ path, text }) =>
      [...text.matchAll(citation)].map((m) => ({
        path,
        title: (m[2] ?? '').replace(/\n[ \t]*(?:\*|\/\/|--)?[ \t]*/g, ' '),
      })),
    );
    expect(cited.length).toBeGreaterThan(20);
    const named = (title: string) => {
      const key = titleKey(title);
      return titles.some(
        (known) => known === key || (title.trimEnd().endsWith('…') && known.startsWith(key)),
      );
    };
    expect(cited.filter(({ title }) => !named(title))).toEqual([]);
  });
});

/** The package a bare module specifier names (`@scope/name/sub` → `@scope/name`), or null. */
function packageOf(specifier: string): string | null {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:')) return null;
  if (specifier.startsWith('virtual:') || specifier.startsWith('\0')) return null;
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? '');
  return builtinModules.includes(name) ? null : name;
}

const importSpecifiers = [
  /\b(?:import|export)\s+(?:type\s+)?[^'"`;]*?\sfrom\s*['"]([^'"]+)['"]/g,
  // a side-effect import starts its line (not `'--import', 'tsx'` inside an argument list)
  /^\s*import\s*['"]([^'"]+)['"]/gm,
  /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
  /\bvi\.(?:mock|importActual)(?:<[^>]*>)?\(\s*['"]([^'"]+)['"]/g,
];

type PackageJson = Partial<
  Record<'dependencies' | 'devDependencies' | 'peerDependencies', Record<string, string>>
> & {
  name: string;
};
const readPackage = (dir: string) =>
  JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')) as PackageJson;
const declared = (pkg: PackageJson) =>
  new Set([
    pkg.name,
    ...Object.keys(pkg.dependencies ?? {}),
    ...Object.keys(pkg.devDependencies ?? {}),
    ...Object.keys(pkg.peerDependencies ?? {}),
  ]);
// The root's devDependencies are the tools every workspace is tested and checked with (vitest,
// Playwright, TypeScript, Node's types): the root runs them for all workspaces.
const rootTools = declared(readPackage('.'));

describe('every imported package is declared where it is imported', () => {
  it.each(workspaces)('%s', (workspace) => {
    const own = declared(readPackage(workspace));
    const missing = new Set<string>();
    for (const file of files.filter((f) => f.workspace === workspace)) {
      for (const pattern of importSpecifiers) {
        for (const match of file.text.matchAll(pattern)) {
          const name = packageOf(match[1] ?? '');
          if (name && !own.has(name) && !rootTools.has(name)) missing.add(`${name} (${file.path})`);
        }
      }
    }
    expect([...missing].sort()).toEqual([]);
  });
});

describe('the web calls the API only through the typed client (docs/domain.md#api-conventions)', () => {
  // the first segments of every API path: resources and the custom actions of the contract
  const segments = new Set<string>([
    ...resourcePaths,
    ...allEndpoints.map((endpoint) => endpoint.path.split('/')[0] as string),
  ]);
  const client = 'apps/web/src/lib/api-client.ts';
  const isTestFile = (path: string) => /\.test\.tsx?$/.test(path) || path.startsWith('apps/web/src/test/');

  it('has no API path string and no untyped request outside lib/api-client.ts', () => {
    const literal = /(['"`])([a-z_-]+)\/[^'"`\s]*\1?/g;
    const found: string[] = [];
    for (const file of files) {
      if (file.workspace !== 'apps/web' || file.path === client || isTestFile(file.path)) continue;
      file.text.split('\n').forEach((line, index) => {
        if (/\bapiRequest\b/.test(line)) found.push(`${file.path}:${index + 1} apiRequest`);
        if (/^\s*(import|export .* from)\b/.test(line) || /^\s*(\/\/|\*|\/\*)/.test(line)) return;
        for (const match of line.matchAll(literal)) {
          if (segments.has(match[2] as string)) found.push(`${file.path}:${index + 1} ${match[0]}`);
        }
      });
    }
    expect(found).toEqual([]);
  });
});

/** A status word of the contract's enums (requirements, vacancies, assignments). */
const statusWord =
  "'(?:New|Approved|Recruiting|Closed|Cancel|Pending|Complete|Accepted|Rejected|Hired|NotAttend)'";
/** A list of two or more status words, in SQL (`in ('Pending', 'Accepted')`) or in code (`['Closed', 'Cancel']`). */
const statusList = new RegExp(`(?:\\bin \\(|\\[)\\s*${statusWord}\\s*,\\s*${statusWord}`);

describe('status sets are the contract’s (docs/architecture.md)', () => {
  it('writes no list of status words in the server’s SQL or the web’s code: they come from the contract’s rules', () => {
    const found = files
      .filter(
        ({ workspace, path }) =>
          (workspace === 'apps/server' || workspace === 'apps/web') && !/\.test\.tsx?$/.test(path),
      )
      // test support (src/test/) keeps its own oracles, written apart from the rules they check
      .filter(({ path }) => path.includes('/src/') && !path.includes('/src/test/'))
      .flatMap(({ path, text }) =>
        text
          .split('\n')
          .flatMap((line, i) => (statusList.test(line) ? [`${path}:${i + 1}: ${line.trim()}`] : [])),
      );
    expect(found).toEqual([]);
  });
});
