import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { resourcesFor } from '../modules/index';
import { identifyingTerm, parseListQuery } from './list-query';

const assignments = resourcesFor({ pastDueDays: 7 }).find((d) => d.path === 'requeriment-candidates');

describe('a selective filter reads its matches first (types.ts FilterVia)', () => {
  it('for one week, and never for a range or a list of weeks that can match every row', () => {
    if (!assignments) throw new Error('no requeriment-candidates resource');
    const plan = (query: Record<string, string>) => parseListQuery(assignments, { page: '1', ...query });
    expect(plan({ year: '2026', week: '10' }).matchesFirst).toBe(true);
    expect(plan({ week: '10' }).matchesFirst).toBe(true);
    expect(plan({ year: '2026' }).matchesFirst).toBe(false);
    expect(plan({ week__in: Array.from({ length: 53 }, (_, k) => k + 1).join(',') }).matchesFirst).toBe(
      false,
    );
    expect(plan({ week__gte: '1' }).matchesFirst).toBe(false);
    expect(plan({}).matchesFirst).toBe(false);
  });

  // docs/decisions.md "A week's follow-up page is prepared once"
  it('is prepared once only when nothing else filters or searches', () => {
    if (!assignments) throw new Error('no requeriment-candidates resource');
    const plan = (query: Record<string, string>) => parseListQuery(assignments, { page: '1', ...query });
    expect(plan({ year: '2026', week: '10' }).selectiveOnly).toBe(true);
    expect(plan({ week: '10' }).selectiveOnly).toBe(true);
    expect(plan({ year: '2026', week: '10', company: '1' }).selectiveOnly).toBe(false);
    expect(plan({ year: '2026', week: '10', search: 'lopez' }).selectiveOnly).toBe(false);
    expect(plan({ year: '2026', week: '10', status: 'Pending' }).selectiveOnly).toBe(false);
    expect(plan({ year: '2026' }).selectiveOnly).toBe(false);
    expect(plan({ week__gte: '1' }).selectiveOnly).toBe(false);
    expect(plan({}).selectiveOnly).toBe(false);
  });
});

describe('a search that identifies someone reads its matches first (identifyingTerm)', () => {
  it('for a CURP, RFC, NSS or phone fragment, never for names, short numbers or e-mails', () => {
    for (const term of ['MUAP6707', '0708HASH', 'muap670708', '357-6568', '6643576568', 'juan MUAP6707'])
      expect(identifyingTerm(term), term).toBe(true);
    for (const term of ['martinez lopez', 'maría', '2024', 'mu12', 'juan.perez@example.com', '(664) 357', ''])
      expect(identifyingTerm(term), term).toBe(false);
  });
});

describe('a boolean filter a stored flag serves (ComputedField.whenTrue)', () => {
  const candidatesDef = resourcesFor({ pastDueDays: 7 }).find((d) => d.path === 'candidates');
  const text = (query: Record<string, string>) => {
    if (!candidatesDef) throw new Error('no candidates resource');
    const { where } = parseListQuery(candidatesDef, { page: '1', ...query });
    return where ? new PgDialect().sqlToQuery(where).sql : '';
  };

  it('tests the flag first for the blacklisted, and negates the same condition for the rest', () => {
    // the flag's own index finds the few flagged rows: compared as the computed value, a filter
    // that matched none walked all 1,000,000 candidates (docs/performance.md "The blacklist filter")
    const blacklisted = text({ is_black_list: 'true' });
    expect(blacklisted).toMatch(
      /\("candidates"\."is_black_list" and \(exists \(select 1 from black_list b .*\) is true\)/,
    );
    expect(blacklisted).not.toMatch(/case when/);
    expect(text({ is_black_list: 'false' })).toContain(`not ${blacklisted}`);
    expect(text({ is_black_list: '0' })).toBe(text({ is_black_list: 'false' }));
    expect(() => text({ is_black_list: 'maybe' })).toThrow();
  });
});
