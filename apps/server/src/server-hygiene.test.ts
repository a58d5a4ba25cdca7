import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Checks of the server's own source, like a lint rule. Raw SQL text is where an identifier or a
 * value built from input would slip past drizzle's quoting and parameters; the payroll drivers are
 * loaded only for the engine a payroll server uses (docs/decisions.md "Payroll SQL: a deny list in
 * the AST, a read-only session, a read-only account").
 */

const src = import.meta.dirname;

function tsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : tsFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const files = tsFiles(src).map((path) => ({
  path: relative(src, path),
  text: readFileSync(path, 'utf8'),
}));

/**
 * Every `sql.raw(` left, per file, and why it is raw. A table alias or a column named from code is
 * `sql.identifier()` (`qualified(table, column)` in resources/names.ts) or a column of the schema;
 * a value is a parameter. A new raw call needs a line here and the reason beside it.
 */
const allowedRawSql: Record<string, { count: number; reason: string }> = {
  'db/status-sql.ts': {
    count: 1,
    reason: 'a status set of the contract as literals (checked to be plain words) for partial indexes',
  },
  'db/row-count.ts': {
    count: 1,
    reason: 'a LIMIT or OFFSET, checked to be a non-negative integer, so a prepared plan can be generic',
  },
  'modules/requirements/requirements.resources.ts': {
    count: 3,
    reason:
      'the past-due days, an integer literal; fixed expressions over `r` written in the file (derived fields)',
  },
  'resources/selection.ts': {
    count: 1,
    reason:
      "a resource's outputs written once by drizzle from the schema and its computed fields, checked to hold no parameter",
  },
  'modules/dashboard/dashboard.queries.ts': {
    count: 4,
    reason: 'fixed sums over the figure tables written in the file (`s.vacancies_new + s.vacancies_pending`)',
  },
  // test support, never run by the server
  'test/db-fingerprint.ts': { count: 1, reason: 'a union of statements over the catalog’s own table names' },
};

describe('raw SQL text', () => {
  it('appears only where allowed, as often as allowed', () => {
    const found: Record<string, number> = {};
    for (const { path, text } of files) {
      if (path === 'server-hygiene.test.ts') continue;
      const count = text.match(/\bsql\.raw\(/g)?.length ?? 0;
      if (count > 0) found[path.split('\\').join('/')] = count;
    }
    const allowed = Object.fromEntries(
      Object.entries(allowedRawSql).map(([path, { count }]) => [path, count]),
    );
    expect(found).toEqual(allowed);
  });
});

describe('payroll drivers', () => {
  it('are imported only when a server of their engine is reached', () => {
    const drivers = readFileSync(join(src, 'modules/servers/payroll-drivers.ts'), 'utf8');
    // `import type` is erased; a value import would load the three engines at start
    const staticImports = [...drivers.matchAll(/^import\s+(?!type\b)[^;]*from\s+'(pg|mysql2|mssql)'/gm)];
    expect(staticImports.map((m) => m[1])).toEqual([]);
    for (const engine of ['pg', 'mysql2', 'mssql'])
      expect(drivers, engine).toMatch(new RegExp(`await import\\('${engine}'\\)`));
  });

  it('are imported by no other module of the server', () => {
    const importers = files
      .filter(({ path }) => path !== 'modules/servers/payroll-drivers.ts')
      .filter(({ text }) => /from\s+'(mysql2|mssql)'|import\('(mysql2|mssql)'\)/.test(text))
      .map(({ path }) => path);
    expect(importers).toEqual([]);
  });
});

/**
 * A statement run on the database: a drizzle builder started on an executor (`ctx.db.select(`,
 * `tx.insert(`, `db.execute(`…, also split over lines as the formatter writes a chain) or
 * `queryRows(`. Building a condition (`sql\`…\``) is not one.
 */
const runsStatement =
  /\b(?:db|tx)\s*\.\s*(?:select|selectDistinct|insert|update|delete|execute)\s*\(|\bqueryRows\s*(?:<[^()]*?>)?\s*\(/g;

describe('SQL in named query functions', () => {
  it("a module's statements are in its queries files (docs/architecture.md)", () => {
    // the pattern finds a chain written over two lines, and a call with a type argument
    expect('await ctx.db\n      .select({ id: users.id })'.match(runsStatement)).toHaveLength(1);
    expect('queryRows<{ a: string; b: number }>(db, sql`select 1`)'.match(runsStatement)).toHaveLength(1);
    const modules = files.filter(({ path }) => path.startsWith('modules/'));
    expect(modules.filter(({ path }) => path.endsWith('.queries.ts')).length).toBeGreaterThan(20);
    const statements = modules
      .filter(({ path }) => !path.endsWith('.queries.ts'))
      .flatMap(({ path, text }) => [...text.matchAll(runsStatement)].map((m) => `${path}: ${m[0]}`));
    expect(statements).toEqual([]);
  });
});

/**
 * Configuration passed in, never module globals (docs/architecture.md): a setting (PUBLIC_URL,
 * APP_TIME_ZONE…) reaches code through `ctx.config` or a parameter, never a module-level `let` set at
 * start: one process may hold several apps (a test file builds more than one, and the server's test
 * files share their worker's modules), and a global holds whichever was built last. The `let`s left
 * are lazily built caches and counters that hold no configuration; a new one needs a line here and
 * the reason beside it.
 */
const allowedModuleLets: Record<string, { names: string[]; reason: string }> = {
  'lib/pdf.ts': { names: ['isConfigured'], reason: 'pdfmake’s fonts and access policy, set up on first use' },
  'lib/password.ts': { names: ['dummyHash'], reason: 'a hash of random bytes, made on first use (timing)' },
  'lib/password-strength.ts': {
    names: ['estimator'],
    reason: 'the strength dictionaries, loaded on first use',
  },
  // test support, never run by the server
  'test/factories.ts': { names: ['sequence', 'clientAddresses'], reason: 'counters of unique test values' },
};

/** A `let` (or `var`) at the start of a line: a module-level binding (nested ones are indented). */
const moduleLet = /^(?:export\s+)?(?:let|var)\s+([^\s=:;]+)/gm;

describe('module-level state', () => {
  it('configuration passed in, never module globals (docs/architecture.md)', () => {
    expect(
      [...'let publicUrl = "x";\nexport let zone: string;\n  let local = 1;'.matchAll(moduleLet)].map(
        (m) => m[1],
      ),
    ).toEqual(['publicUrl', 'zone']);
    const found: Record<string, string[]> = {};
    for (const { path, text } of files) {
      const names = [...text.matchAll(moduleLet)].map((m) => m[1] ?? '');
      if (names.length > 0) found[path.split('\\').join('/')] = names;
    }
    const allowed = Object.fromEntries(
      Object.entries(allowedModuleLets).map(([path, { names }]) => [path, names]),
    );
    expect(
      found,
      'configuration passed in, never module globals (docs/architecture.md): pass a setting from ' +
        '`ctx.config` or as a parameter instead of a module-level `let`; only a lazily built cache that ' +
        'holds no configuration is listed in allowedModuleLets',
    ).toEqual(allowed);
  });
});
