import { isOneOf, type VacancyType, vacancyTypes } from '@rp/contract/enums';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import dayjs from 'dayjs';
import isoWeek from 'dayjs/plugin/isoWeek';

dayjs.extend(isoWeek);

export { dashboardBody, topBarRegion } from './dashboard-body';

/**
 * A board's filters as chosen (docs/domain.md#dashboards): the region is not here, it is the top
 * bar's, added to every body when sent. `year` null means every year.
 */
export type BoardFilters = {
  company: number | null;
  site: number | null;
  recruiter: number | null;
  vacancy_type: VacancyType | null;
  year: number | null;
  month: number | null;
  week: number | null;
  date_from: string | null;
  date_to: string | null;
};

export const noBoardFilters: BoardFilters = {
  company: null,
  site: null,
  recruiter: null,
  vacancy_type: null,
  year: null,
  month: null,
  week: null,
  date_from: null,
  date_to: null,
};

/** A board opens on the current year (the address says `year=all` for every year). */
export const defaultBoardFilters = (now = new Date()): BoardFilters => ({
  ...noBoardFilters,
  year: now.getFullYear(),
});

const positiveInt = (value: string | null, max: number) => {
  const number = Number(value);
  return value && Number.isInteger(number) && number > 0 && number <= max ? number : null;
};
const day = (value: string | null) =>
  value && /^\d{4}-\d{2}-\d{2}$/.test(value) && dayjs(value).format('YYYY-MM-DD') === value ? value : null;

/** The filters a board's address holds (a board can be bookmarked); unknown values are dropped. */
export function boardFiltersFromSearch(search: URLSearchParams, now = new Date()): BoardFilters {
  const year = search.get('year');
  const type = search.get('vacancy_type');
  return {
    company: positiveInt(search.get('company'), Number.MAX_SAFE_INTEGER),
    site: positiveInt(search.get('site'), Number.MAX_SAFE_INTEGER),
    recruiter: positiveInt(search.get('recruiter'), Number.MAX_SAFE_INTEGER),
    vacancy_type: isOneOf(vacancyTypes, type) ? type : null,
    year: year === 'all' ? null : (positiveInt(year, 2100) ?? now.getFullYear()),
    month: positiveInt(search.get('month'), 12),
    week: positiveInt(search.get('week'), 53),
    date_from: day(search.get('date_from')),
    date_to: day(search.get('date_to')),
  };
}

/** The address of these filters (unset ones left out; every year is `year=all`). */
export function boardFiltersToSearch(filters: BoardFilters): Record<string, string> {
  const out: Record<string, string> = { year: filters.year === null ? 'all' : String(filters.year) };
  for (const key of [
    'company',
    'site',
    'recruiter',
    'vacancy_type',
    'month',
    'week',
    'date_from',
    'date_to',
  ] as const) {
    const value = filters[key];
    if (value !== null) out[key] = String(value);
  }
  return out;
}

/** Query options shared by the figures: the previous answer stays while new filters load. */
export const figureOptions = <T>(key: readonly unknown[], fn: () => Promise<T>) =>
  queryOptions({ queryKey: key, queryFn: fn, placeholderData: keepPreviousData, staleTime: 30_000 });

/**
 * The days the period filters leave (inclusive, YYYY-MM-DD), or null for no bound: the ISO year and
 * week (Monday to Sunday), the calendar month of the year and the date range, intersected — the
 * same rows the server counts (docs/domain.md#dashboards). Lists that cannot filter by week take it.
 */
export function periodRange(
  filters: Pick<BoardFilters, 'year' | 'month' | 'week' | 'date_from' | 'date_to'>,
): {
  from: string | null;
  to: string | null;
} {
  let from: string | null = null;
  let to: string | null = null;
  // YYYY-MM-DD text orders like the days it names
  const narrow = (start: string | null, end: string | null) => {
    if (start && (!from || start > from)) from = start;
    if (end && (!to || end < to)) to = end;
  };
  const text = (value: dayjs.Dayjs) => value.format('YYYY-MM-DD');
  if (filters.year !== null) {
    // ISO week-year: from the Monday of week 1 (the week of 4 January) to the Sunday of its last week
    const first = dayjs(`${filters.year}-01-04`).startOf('isoWeek');
    const next = dayjs(`${filters.year + 1}-01-04`).startOf('isoWeek');
    narrow(text(first), text(next.subtract(1, 'day')));
    if (filters.week !== null) {
      const monday = first.add(filters.week - 1, 'week');
      narrow(text(monday), text(monday.add(6, 'day')));
    }
    if (filters.month !== null) {
      const start = dayjs(`${filters.year}-${String(filters.month).padStart(2, '0')}-01`);
      narrow(text(start), text(start.endOf('month')));
    }
  }
  narrow(filters.date_from, filters.date_to);
  return { from, to };
}
