import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { followUpStatuses } from './enums';
import { translate } from './i18n';
import { followUpStatusLabelKey, statusCounterLabelKey, statusCounters } from './status-labels';

type Tree = { [key: string]: string | Tree };

const leaves = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : leaves(value, `${prefix}${key}.`),
  );

const dir = join(import.meta.dirname, 'i18n', 'es');
const allKeys = readdirSync(dir)
  .filter((name) => name.endsWith('.json'))
  .flatMap((name) =>
    leaves(JSON.parse(readFileSync(join(dir, name), 'utf8')) as Tree, `${name.replace('.json', '')}.`),
  );

/**
 * Keys named like a status that are not its label: actions and their notices (verbs), and the
 * dashboards' position figures ("positions accepted", counted in positions, not candidates).
 */
const notStatusLabels = new Set([
  'followup.actions.not_attend',
  'followup.notify.accepted',
  'followup.notify.rejected',
  'followup.notify.hired',
  'followup.notify.not_attend',
  'vacancies.candidates.close.not_attend',
  'dashboard.direct.positions.accepted',
  'dashboard.direct.positions.hired',
  'dashboard.admin.turnover.hired',
  'dashboard.vacancy_status.Pending',
  'reports.accepted',
  'reports.hired',
  'vacancies.fields.hired',
]);

describe('one label per follow-up status', () => {
  it('labels a status or a counter named after it only in common.enums.follow_up_status', () => {
    const named = new Set<string>([
      ...followUpStatuses,
      ...followUpStatuses.map((status) => `follow_up_${status}`),
      ...Object.keys(statusCounters),
    ]);
    const others = allKeys.filter(
      (key) =>
        named.has(key.split('.').at(-1) ?? '') &&
        !key.startsWith('common.enums.follow_up_status.') &&
        !notStatusLabels.has(key),
    );
    expect(others).toEqual([]);
  });

  it('gives the server the same label as the screens, in both languages', () => {
    expect(translate('es', followUpStatusLabelKey('NotAttend'))).toBe('No asistió');
    expect(translate('en', followUpStatusLabelKey('NotAttend'))).toBe('Did not attend');
    expect(translate('es', statusCounterLabelKey('not_attend'))).toBe('No asistió');
    expect(translate('es', statusCounterLabelKey('hired'))).toBe('Contratado');
  });
});
