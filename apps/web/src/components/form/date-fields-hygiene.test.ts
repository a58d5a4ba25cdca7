import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One date field for the whole app (docs/decisions.md, "One date field"): a day, a period or a
 * month is typed and shown through `components/form/` (DateField, DateRangeField, MonthField),
 * which hold the display format and the contract's one parser of a typed day. A bare Mantine date
 * input elsewhere would read `02/12/2026` as 12 February again, so outside that folder only the
 * provider and the time of day (a typed HH:MM has no day/month order to confuse) may come from
 * `@mantine/dates`.
 */

const src = join(import.meta.dirname, '../..');
const sharedFolder = 'components/form/';
const allowedElsewhere = new Set(['DatesProvider', 'TimeInput']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

/** What a file takes from `@mantine/dates`: its named imports, or `*`/a default name for the whole module. */
export function mantineDatesImports(text: string): string[] {
  const named = [
    ...text.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s*from\s*['"]@mantine\/dates['"]/g),
  ].flatMap((match) =>
    (match[1] ?? '')
      .split(',')
      .map((part) =>
        part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0]
          ?.trim(),
      )
      .filter((name): name is string => !!name),
  );
  const whole = [
    ...text.matchAll(/import\s+(?:\*\s+as\s+\w+|\w+)\s*(?:,\s*\{[^}]*\})?\s*from\s*['"]@mantine\/dates['"]/g),
    ...text.matchAll(/import\(\s*['"]@mantine\/dates['"]\s*\)/g),
    ...text.matchAll(/require\(\s*['"]@mantine\/dates['"]\s*\)/g),
  ].map(() => '*');
  return [...named, ...whole];
}

describe('date inputs: only the shared date fields use Mantine’s', () => {
  it('reads named, renamed, type, namespace and dynamic imports', () => {
    expect(
      mantineDatesImports("import { DateInput, type DateValue, TimeInput as T } from '@mantine/dates';"),
    ).toEqual(['DateInput', 'DateValue', 'TimeInput']);
    expect(mantineDatesImports("import {\n  DatePickerInput,\n} from '@mantine/dates';")).toEqual([
      'DatePickerInput',
    ]);
    expect(mantineDatesImports("import * as Dates from '@mantine/dates';")).toEqual(['*']);
    expect(mantineDatesImports("const m = await import('@mantine/dates');")).toEqual(['*']);
    expect(mantineDatesImports("import '@mantine/dates/styles.css';")).toEqual([]);
  });

  it('imports no Mantine date input outside components/form/', () => {
    const offenders = sourceFiles(src).flatMap((path) => {
      const file = relative(src, path).split('\\').join('/');
      if (file.startsWith(sharedFolder)) return [];
      return mantineDatesImports(readFileSync(path, 'utf8'))
        .filter((name) => !allowedElsewhere.has(name))
        .map((name) => `${file}: ${name} (use DateField, DateRangeField or MonthField)`);
    });
    expect(offenders).toEqual([]);
  });
});
