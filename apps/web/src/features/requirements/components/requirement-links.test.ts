import { describe, expect, it } from 'vitest';
import { requirementListParams } from '../api/get-requirements';
import { filtersFromParams, positiveInt, requirementHref, requirementNewHref } from './requirement-links';

describe('requirement links and presets', () => {
  it('builds the pages links', () => {
    expect(requirementHref(12)).toBe('/requeriments/direct/12');
    expect(requirementNewHref()).toBe('/requeriments/direct/new');
    expect(requirementNewHref(4)).toBe('/requeriments/direct/new/4');
  });

  it('reads year, week and company from the details path', () => {
    const filters = filtersFromParams({ id_year: '2026', id_week_no: '47', id_company: '3' });
    expect(requirementListParams(filters)).toEqual({
      year: 2026,
      week: 47,
      company: 3,
      site: undefined,
      status: undefined,
      is_past_due: undefined,
    });
  });

  it('ignores missing or invalid parameters', () => {
    expect(filtersFromParams({})).toMatchObject({ year: null, week: null, company: null });
    expect(filtersFromParams({ id_year: '1', id_week_no: '60', id_company: 'x' })).toMatchObject({
      year: null,
      week: null,
      company: null,
    });
    expect(positiveInt('0')).toBeNull();
    expect(positiveInt('-3')).toBeNull();
    expect(positiveInt('7')).toBe(7);
  });
});
