import { describe, expect, it } from 'vitest';
import { noBoardFilters } from '../api/board-filters';
import {
  directStatusHref,
  listsCarryPeriod,
  medicalQueueHref,
  requirementListHref,
  vacancyListHref,
} from './drill-down';

const query = (href: string) => Object.fromEntries(new URL(href, 'http://x').searchParams);
const path = (href: string) => new URL(href, 'http://x').pathname;

describe('drill-down links', () => {
  it('a direct status goes to its follow-up list with year, week, company and site', () => {
    const filters = { ...noBoardFilters, year: 2026, week: 47, company: 3, site: 9 };
    const href = directStatusHref('NotAttend', filters);
    expect(path(href)).toBe('/requeriments/direct/status/not_attends');
    expect(query(href)).toEqual({ year: '2026', week: '47', company: '3', site: '9' });
    expect(path(directStatusHref('Pending', filters))).toBe('/requeriments/direct/status/progress');
    expect(path(directStatusHref('Hired', filters))).toBe('/requeriments/direct/status/hired');
  });

  it('a month or a range becomes the requirement date range; a table row narrows to its line', () => {
    const filters = { ...noBoardFilters, year: 2026, month: 11, company: 3 };
    expect(query(directStatusHref('Accepted', filters))).toEqual({
      year: '2026',
      company: '3',
      date_from: '2026-11-01',
      date_to: '2026-11-30',
    });
    expect(
      query(
        directStatusHref('Rejected', { ...noBoardFilters, year: 2026 }, { week: 45, company: 8, site: 2 }),
      ),
    ).toEqual({
      year: '2026',
      week: '45',
      company: '8',
      site: '2',
    });
  });

  it('a positions figure (cancelled requirements left out) links with canceled=exclude', () => {
    const filters = { ...noBoardFilters, year: 2026, company: 3 };
    expect(query(directStatusHref('Hired', filters, {}, { requestedOnly: true }))).toEqual({
      year: '2026',
      company: '3',
      canceled: 'exclude',
    });
  });

  it('a month of every year is no range of days: the numbers are then not links', () => {
    expect(listsCarryPeriod({ ...noBoardFilters, year: null, month: 3 })).toBe(false);
    expect(listsCarryPeriod({ ...noBoardFilters, year: 2026, month: 3 })).toBe(true);
    expect(listsCarryPeriod({ ...noBoardFilters, year: null })).toBe(true);
  });

  it('a vacancy figure goes to its type list with status, company, recruiter, region and creation days', () => {
    const filters = { ...noBoardFilters, year: 2026, week: 47, company: 3, recruiter: 31 };
    const href = vacancyListHref('shelter_indirect', 'open', filters, { region: 2 });
    expect(path(href)).toBe('/requeriments/shelter_indirect');
    expect(query(href)).toEqual({
      status: 'open',
      company: '3',
      recruiter: '31',
      region: '2',
      created_from: '2026-11-16',
      created_to: '2026-11-22',
    });
    expect(query(vacancyListHref('clients', 'Complete', { ...noBoardFilters, year: null }))).toEqual({
      status: 'Complete',
    });
  });

  it('open requirements go to the direct list with the company, the ISO week and the month as dates', () => {
    const filters = { ...noBoardFilters, year: 2026, week: 47, month: 11, company: 3, recruiter: 31 };
    const href = requirementListHref(filters, { region: 2 });
    expect(path(href)).toBe('/requeriments/direct');
    // the recruiter does not apply to requirements
    expect(query(href)).toEqual({
      status: 'open',
      region: '2',
      company: '3',
      year: '2026',
      week: '47',
      date_from: '2026-11-01',
      date_to: '2026-11-30',
    });
  });

  it('the medical queue', () => {
    expect(medicalQueueHref()).toBe('/requeriments/medical_admins');
  });
});
