import type { DashboardFilters } from '@rp/contract/entities/dashboard';
import { addDays, isoWeekMonday } from '@rp/contract/rules/dashboard';
import { or, type SQL, sql } from 'drizzle-orm';

/**
 * The period of a dashboard filter as the figures kept by the database read it
 * (docs/decisions.md#dashboard-figures-kept-by-the-database): days in `[from, before)` (null: no
 * bound), of one calendar month of every year, of one ISO week of every year, or none at all. The
 * figure rows of whole years and whole months inside the range are read instead of their days, so a
 * year costs twelve months and a few edge days, not 365 days.
 */
export type Days = {
  from: string | null;
  before: string | null;
  /** A month (1–12) of any year. */
  month: number | null;
  /** An ISO week (1–53) of any year. */
  week: number | null;
  /** No day can match (week 53 of a year of 52 weeks). */
  none: boolean;
};

export type Grain = 'd' | 'm' | 'y';
/** Rows of one grain whose `day` is in `[from, before)`. */
export type Piece = { grain: Grain; from: string | null; before: string | null };

const later = (a: string | null, b: string | null) => (a == null ? b : b == null ? a : a > b ? a : b);
const earlier = (a: string | null, b: string | null) => (a == null ? b : b == null ? a : a < b ? a : b);
const monthStart = (day: string) => `${day.slice(0, 8)}01`;
const yearStart = (day: string) => `${day.slice(0, 4)}-01-01`;
const nextMonth = (first: string) => {
  const [y, m] = [Number(first.slice(0, 4)), Number(first.slice(5, 7))];
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
};
/** The first whole month from `day` on (its own when `day` is the 1st). */
const monthCeil = (day: string) => (day.endsWith('-01') ? day : nextMonth(monthStart(day)));
const yearCeil = (day: string) => (day.slice(5) === '01-01' ? day : `${Number(day.slice(0, 4)) + 1}-01-01`);

function emptyDays(): Days {
  return { from: null, before: null, month: null, week: null, none: false };
}

function narrow(days: Days, from: string | null, before: string | null) {
  days.from = later(days.from, from);
  days.before = earlier(days.before, before);
}

/** A calendar month of the filter's year (a range), else of any year; date_from/date_to inclusive. */
function monthAndDates(days: Days, f: DashboardFilters) {
  if (f.month != null) {
    if (f.year == null) days.month = f.month;
    else {
      const first = `${f.year}-${String(f.month).padStart(2, '0')}-01`;
      narrow(days, first, nextMonth(first));
    }
  }
  if (f.date_from) narrow(days, f.date_from, null);
  if (f.date_to) narrow(days, null, addDays(f.date_to, 1));
}

/**
 * The administrative process's period: the vacancy's creation day by ISO year (and week), calendar
 * month and date range, as vacancyWhere filters created_at.
 */
export function vacancyDays(f: DashboardFilters): Days {
  const days = emptyDays();
  if (f.year != null && f.week != null) {
    const monday = isoWeekMonday(f.year, f.week);
    if (monday >= isoWeekMonday(f.year + 1, 1)) days.none = true;
    narrow(days, monday, addDays(monday, 7));
  } else if (f.year != null) {
    narrow(days, isoWeekMonday(f.year, 1), isoWeekMonday(f.year + 1, 1));
  } else if (f.week != null) {
    days.week = f.week;
  }
  monthAndDates(days, f);
  return days;
}

/** The direct process's period by its date (its ISO year and week are columns, filtered apart). */
export function requirementDays(f: DashboardFilters): Days {
  const days = emptyDays();
  monthAndDates(days, f);
  return days;
}

/**
 * `[from, before)` as day rows at its edges, month rows for the whole months and (with `years`)
 * year rows for the whole years: every day once.
 */
export function pieces(from: string | null, before: string | null, years: boolean): Piece[] {
  const mFrom = from == null ? null : monthCeil(from);
  const mBefore = before == null ? null : monthStart(before);
  if (mFrom != null && mBefore != null && mFrom >= mBefore) return [{ grain: 'd', from, before }];
  const out: Piece[] = [];
  if (from != null && from !== mFrom) out.push({ grain: 'd', from, before: mFrom });
  if (before != null && before !== mBefore) out.push({ grain: 'd', from: mBefore, before });
  const yFrom = mFrom == null ? null : yearCeil(mFrom);
  const yBefore = mBefore == null ? null : yearStart(mBefore);
  if (!years || (yFrom != null && yBefore != null && yFrom >= yBefore)) {
    out.push({ grain: 'm', from: mFrom, before: mBefore });
    return out;
  }
  if (mFrom != null && mFrom !== yFrom) out.push({ grain: 'm', from: mFrom, before: yFrom });
  if (mBefore != null && mBefore !== yBefore) out.push({ grain: 'm', from: yBefore, before: mBefore });
  out.push({ grain: 'y', from: yFrom, before: yBefore });
  return out;
}

/**
 * The figure rows (alias `s`, columns `grain` and `day`) that sum `days` exactly once: `unbounded`
 * names the grain read when the period has no bounds (all time, or one of the requirement figures'
 * week and year grains); `years` whether the table has calendar-year rows.
 */
export function periodWhere(days: Days, opts: { unbounded: string; years: boolean }): SQL {
  if (days.none) return sql`false`;
  const inMonth = days.month == null ? undefined : sql`extract(month from s.day) = ${days.month}`;
  const bounds = (p: { from: string | null; before: string | null }) => [
    p.from != null ? sql`s.day >= ${p.from}::date` : undefined,
    p.before != null ? sql`s.day < ${p.before}::date` : undefined,
  ];
  const all = (parts: (SQL | undefined)[]) =>
    sql.join(
      parts.filter((p): p is SQL => p != null),
      sql` and `,
    );
  if (days.week != null) {
    return all([sql`s.grain = 'd'`, sql`extract(week from s.day) = ${days.week}`, ...bounds(days), inMonth]);
  }
  if (days.from == null && days.before == null) {
    return inMonth ? all([sql`s.grain = 'm'`, inMonth]) : sql`s.grain = ${opts.unbounded} and s.day is null`;
  }
  const parts = pieces(days.from, days.before, opts.years && inMonth == null).map(
    (p) => sql`(${all([sql`s.grain = ${p.grain}`, ...bounds(p), inMonth])})`,
  );
  return or(...parts) ?? sql`false`;
}
