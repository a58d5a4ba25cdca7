/** Display formats (docs/domain.md#formats-and-constants), shared by the web, e-mails and PDFs. */

const pad = (n: number) => String(n).padStart(2, '0');

function toDate(value: string | Date | null | undefined): Date | null {
  if (!value) return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  // a bare calendar date is a local day, not UTC midnight
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00`) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The company's time zone when none is configured (APP_TIME_ZONE, docs/decisions.md#times-in-the-company-time-zone). */
export const defaultTimeZone = 'America/Mexico_City';

/** The wall clock of a moment in a time zone (the runtime's own zone when none is given). */
function wallClock(d: Date, timeZone: string | undefined) {
  if (!timeZone)
    return {
      year: d.getFullYear(),
      month: d.getMonth() + 1,
      day: d.getDate(),
      hour: d.getHours(),
      minute: d.getMinutes(),
    };
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(d);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour') % 24,
    minute: part('minute'),
  };
}

/**
 * day/month/year with 24-hour time, as the app's times read: 22/11/2026 15:41. Screens pass no
 * zone (the reader's own); documents, mails and exports pass the company's (APP_TIME_ZONE).
 */
export function formatDateTime(value: string | Date | null | undefined, timeZone?: string): string {
  const d = toDate(value);
  if (!d) return '';
  const c = wallClock(d, timeZone);
  return `${pad(c.day)}/${pad(c.month)}/${c.year} ${pad(c.hour)}:${pad(c.minute)}`;
}

/** year-month-day: 2026-11-22 */
export function formatIsoDate(value: string | Date | null | undefined): string {
  const d = toDate(value);
  return d ? `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}` : '';
}

/** month/day/year: 11/22/2026 */
export function formatUsDate(value: string | Date | null | undefined): string {
  const d = toDate(value);
  return d ? `${pad(d.getMonth() + 1)}/${pad(d.getDate())}/${d.getFullYear()}` : '';
}

/** day/month/year: 22/11/2026 */
export function formatDate(value: string | Date | null | undefined): string {
  const d = toDate(value);
  return d ? `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}` : '';
}

/** How a day is shown and typed in every date field, in Spanish and in English alike (docs/domain.md#formats-and-constants). */
export const dateInputFormat = 'DD/MM/YYYY';

/** The month fields' display format (dayjs tokens; the month's name in the page's language). */
export const monthInputFormat = 'MMMM YYYY';

const typedDay = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;
const typedIsoDay = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;

/**
 * A typed day → `YYYY-MM-DD`, or null when it is not a real day. Day first (`02/12/2026` is
 * 2 December): `DD/MM/YYYY`, `D/M/YYYY`, `DD-MM-YYYY`, `DD.MM.YYYY`, or ISO `YYYY-MM-DD`.
 * Impossible days (`31/02/2026`) are refused, never rolled over into the next month. For typed
 * input; stored ISO days and timestamps are read by `parseDay` (rules/candidate.ts).
 */
export function parseTypedDate(input: string | null | undefined): string | null {
  const text = (input ?? '').trim();
  const iso = typedIsoDay.exec(text);
  const dmy = iso ? null : typedDay.exec(text);
  const parts = iso ? [iso[1], iso[2], iso[3]] : dmy ? [dmy[3], dmy[2], dmy[1]] : null;
  if (!parts) return null;
  const [year, month, day] = parts.map(Number) as [number, number, number];
  if (year < 1000 || month < 1 || month > 12 || day < 1) return null;
  // day 0 of the next month is the last day of this one (UTC: no daylight-saving surprises)
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > daysInMonth) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** Today as `YYYY-MM-DD` in the reader's time zone. */
export const todayIsoDate = (now = new Date()) => formatIsoDate(now);

/** A `YYYY-MM-DD` day before today (a requirement, vacancy or interview date that is already past). */
export const isPastDay = (day: string | null | undefined, now = new Date()) =>
  !!day && /^\d{4}-\d{2}-\d{2}$/.test(day) && day < todayIsoDate(now);

/** Long date per language: "22 de noviembre de 2026" / "November 22, 2026". */
export function formatLongDate(value: string | Date | null | undefined, lang: 'es' | 'en'): string {
  const d = toDate(value);
  if (!d) return '';
  return new Intl.DateTimeFormat(lang === 'es' ? 'es-MX' : 'en-US', { dateStyle: 'long' }).format(d);
}

/** Currency with dollar sign, 2 decimals and thousands separators: $12,345.60 */
export function formatCurrency(value: number | string | null | undefined): string {
  const n = Number(value);
  if (value === null || value === undefined || value === '' || !Number.isFinite(n)) return '';
  const text = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    Math.abs(n),
  );
  return `${n < 0 ? '-' : ''}$${text}`;
}

/** Percentage with one decimal: 12.5% */
export function formatPercent(value: number | string | null | undefined): string {
  const n = Number(value);
  if (value === null || value === undefined || value === '' || !Number.isFinite(n)) return '';
  return `${n.toFixed(1)}%`;
}

/**
 * A record's code as the screens name it, or `#id` while it has none (a requirement or vacancy
 * before its code is given).
 */
export const codeOrId = (code: string | null | undefined, id: number | string | null | undefined): string =>
  code ?? `#${id}`;

/** Times as their first five characters: "08:30:00" → "08:30". */
export function formatTime(value: string | null | undefined): string {
  return value ? value.slice(0, 5) : '';
}

/** Year choices: the next year and four years before it (docs/domain.md#formats-and-constants). */
export function yearChoices(now = new Date()): number[] {
  const next = now.getFullYear() + 1;
  return [next, next - 1, next - 2, next - 3, next - 4];
}
