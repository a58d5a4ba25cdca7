import { afterEach, describe, expect, it } from 'vitest';
import { session } from '../../../lib/session';
import {
  boardFiltersFromSearch,
  boardFiltersToSearch,
  dashboardBody,
  defaultBoardFilters,
  noBoardFilters,
  periodRange,
} from './board-filters';

const now = new Date(2026, 10, 27);

describe('board filters in the address', () => {
  it('opens on the current year, and reads every filter back as written', () => {
    expect(boardFiltersFromSearch(new URLSearchParams(''), now)).toEqual(defaultBoardFilters(now));
    const filters = {
      ...noBoardFilters,
      company: 3,
      site: 9,
      recruiter: 31,
      vacancy_type: 'shelter' as const,
      year: 2026,
      month: 11,
      week: 47,
      date_from: '2026-11-01',
      date_to: '2026-11-30',
    };
    const search = boardFiltersToSearch(filters);
    expect(search).toEqual({
      year: '2026',
      company: '3',
      site: '9',
      recruiter: '31',
      vacancy_type: 'shelter',
      month: '11',
      week: '47',
      date_from: '2026-11-01',
      date_to: '2026-11-30',
    });
    expect(boardFiltersFromSearch(new URLSearchParams(search), now)).toEqual(filters);
  });

  it('keeps every year as year=all and drops values that are not filters', () => {
    expect(boardFiltersToSearch(noBoardFilters)).toEqual({ year: 'all' });
    expect(boardFiltersFromSearch(new URLSearchParams('year=all'), now).year).toBeNull();
    expect(
      boardFiltersFromSearch(
        new URLSearchParams('company=-1&month=13&week=0&vacancy_type=x&date_from=2026-02-30'),
        now,
      ),
    ).toEqual(defaultBoardFilters(now));
  });
});

describe('dashboard body', () => {
  afterEach(() => localStorage.clear());

  it('sends the chosen filters only, and the top bar region when one is chosen', () => {
    expect(dashboardBody({ ...noBoardFilters, year: 2026, company: 4 })).toEqual({ year: 2026, company: 4 });
    session.setRegion('2');
    expect(dashboardBody({ ...noBoardFilters, year: 2026 })).toEqual({ year: 2026, region: 2 });
    session.setRegion('all');
    expect(dashboardBody({ year: 2026 })).toEqual({ year: 2026 });
  });
});

describe('period as days', () => {
  const period = { year: null, month: null, week: null, date_from: null, date_to: null };

  it('an ISO year runs from the Monday of week 1 to the Sunday of its last week', () => {
    expect(periodRange({ ...period, year: 2026 })).toEqual({ from: '2025-12-29', to: '2027-01-03' });
    expect(periodRange({ ...period, year: 2027 })).toEqual({ from: '2027-01-04', to: '2028-01-02' });
  });

  it('an ISO week is Monday to Sunday', () => {
    expect(periodRange({ ...period, year: 2026, week: 47 })).toEqual({
      from: '2026-11-16',
      to: '2026-11-22',
    });
    expect(periodRange({ ...period, year: 2026, week: 1 })).toEqual({ from: '2025-12-29', to: '2026-01-04' });
  });

  it('a month, a week and a range narrow each other', () => {
    expect(periodRange({ ...period, year: 2026, month: 2 })).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
    });
    // week 1 of 2026 inside January: from the 1st
    expect(periodRange({ ...period, year: 2026, month: 1, week: 1 })).toEqual({
      from: '2026-01-01',
      to: '2026-01-04',
    });
    expect(periodRange({ ...period, year: 2026, month: 11, date_from: '2026-11-10' })).toEqual({
      from: '2026-11-10',
      to: '2026-11-30',
    });
  });

  it('a range alone is itself, and nothing chosen has no bounds', () => {
    expect(periodRange({ ...period, date_from: '2025-03-01', date_to: '2025-04-15' })).toEqual({
      from: '2025-03-01',
      to: '2025-04-15',
    });
    expect(periodRange({ ...period, date_to: '2025-04-15' })).toEqual({ from: null, to: '2025-04-15' });
    expect(periodRange(period)).toEqual({ from: null, to: null });
  });
});
