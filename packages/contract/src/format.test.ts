import { describe, expect, it } from 'vitest';
import {
  codeOrId,
  formatCurrency,
  formatDate,
  formatDateTime,
  formatIsoDate,
  formatLongDate,
  formatPercent,
  formatTime,
  formatUsDate,
  isPastDay,
  parseTypedDate,
  yearChoices,
} from './format';

// local times, so the tests hold in any time zone
const afternoon = new Date(2026, 10, 22, 15, 41, 7);
const morning = new Date(2026, 0, 5, 9, 3);

describe('dates (docs/domain.md)', () => {
  it('day/month/year with 24-hour time, in a given time zone for documents', () => {
    expect(formatDateTime(afternoon)).toBe('22/11/2026 15:41');
    expect(formatDateTime(morning)).toBe('05/01/2026 09:03');
    expect(formatDateTime(new Date(2026, 0, 5, 0, 15))).toBe('05/01/2026 00:15');
    expect(formatDateTime(new Date(2026, 0, 5, 12, 0))).toBe('05/01/2026 12:00');
    expect(formatDateTime(afternoon.toISOString())).toBe('22/11/2026 15:41');
    // 04:13 UTC is 22:13 of the day before in Mexico City (UTC-6), never "10:13 PM" of the server's zone
    expect(formatDateTime('2026-11-28T04:13:00Z', 'America/Mexico_City')).toBe('27/11/2026 22:13');
    expect(formatDateTime('2026-11-28T04:13:00Z', 'UTC')).toBe('28/11/2026 04:13');
  });

  it('year-month-day, month/day/year and day/month/year', () => {
    expect(formatIsoDate(afternoon)).toBe('2026-11-22');
    expect(formatUsDate(afternoon)).toBe('11/22/2026');
    expect(formatDate(afternoon)).toBe('22/11/2026');
    expect(formatIsoDate(morning)).toBe('2026-01-05');
  });

  it('reads a bare calendar date as that local day', () => {
    expect(formatDate('2026-03-01')).toBe('01/03/2026');
    expect(formatIsoDate('2026-03-01')).toBe('2026-03-01');
    expect(formatUsDate('2026-12-31')).toBe('12/31/2026');
  });

  it('long dates in Spanish or English', () => {
    expect(formatLongDate(afternoon, 'es')).toBe('22 de noviembre de 2026');
    expect(formatLongDate(afternoon, 'en')).toBe('November 22, 2026');
    expect(formatLongDate('2026-01-05', 'es')).toBe('5 de enero de 2026');
  });

  it('empty or invalid values give an empty text', () => {
    for (const value of [null, undefined, '', 'not a date', new Date(Number.NaN)]) {
      expect(formatDateTime(value)).toBe('');
      expect(formatIsoDate(value)).toBe('');
      expect(formatUsDate(value)).toBe('');
      expect(formatDate(value)).toBe('');
      expect(formatLongDate(value, 'es')).toBe('');
    }
  });
});

describe('numbers (docs/domain.md)', () => {
  it('currency with dollar sign, 2 decimals and thousands separators', () => {
    expect(formatCurrency(12345.6)).toBe('$12,345.60');
    expect(formatCurrency(1234567.891)).toBe('$1,234,567.89');
    expect(formatCurrency(0)).toBe('$0.00');
    expect(formatCurrency('2500')).toBe('$2,500.00');
    expect(formatCurrency(-1500.5)).toBe('-$1,500.50');
    expect(formatCurrency(null)).toBe('');
    expect(formatCurrency(undefined)).toBe('');
    expect(formatCurrency('')).toBe('');
    expect(formatCurrency('abc')).toBe('');
  });

  it('percentage with one decimal', () => {
    expect(formatPercent(12.5)).toBe('12.5%');
    expect(formatPercent(12.46)).toBe('12.5%');
    expect(formatPercent(100)).toBe('100.0%');
    expect(formatPercent('0')).toBe('0.0%');
    expect(formatPercent(null)).toBe('');
    expect(formatPercent('x')).toBe('');
  });
});

describe('times and years (docs/domain.md)', () => {
  it('times as their first 5 characters', () => {
    expect(formatTime('08:30:00')).toBe('08:30');
    expect(formatTime('17:05')).toBe('17:05');
    expect(formatTime(null)).toBe('');
    expect(formatTime('')).toBe('');
  });

  it('year choices: the next year and four years before it', () => {
    expect(yearChoices(new Date(2026, 5, 1))).toEqual([2027, 2026, 2025, 2024, 2023]);
    expect(yearChoices()).toHaveLength(5);
    expect(yearChoices()[0]).toBe(new Date().getFullYear() + 1);
  });
});

describe('parseTypedDate: one reading of a typed day (docs/domain.md#formats-and-constants)', () => {
  it('reads the day first: 02/12/2026 is 2 December, never 12 February', () => {
    expect(parseTypedDate('02/12/2026')).toBe('2026-12-02');
    expect(parseTypedDate('31/12/2026')).toBe('2026-12-31');
    expect(parseTypedDate('28/11/2026')).toBe('2026-11-28');
  });

  it('takes single digits, dashes, dots and ISO days, with spaces around', () => {
    expect(parseTypedDate('2/3/2026')).toBe('2026-03-02');
    expect(parseTypedDate('02-12-2026')).toBe('2026-12-02');
    expect(parseTypedDate('02.12.2026')).toBe('2026-12-02');
    expect(parseTypedDate('2026-12-02')).toBe('2026-12-02');
    expect(parseTypedDate('2026-1-5')).toBe('2026-01-05');
    expect(parseTypedDate('  02/12/2026 ')).toBe('2026-12-02');
  });

  it('refuses impossible days instead of rolling them over', () => {
    expect(parseTypedDate('31/02/2026')).toBeNull();
    expect(parseTypedDate('29/02/2026')).toBeNull();
    expect(parseTypedDate('29/02/2028')).toBe('2028-02-29');
    expect(parseTypedDate('31/04/2026')).toBeNull();
    expect(parseTypedDate('00/12/2026')).toBeNull();
    expect(parseTypedDate('12/13/2026')).toBeNull();
    expect(parseTypedDate('2026-02-30')).toBeNull();
  });

  it('refuses what is not a whole day', () => {
    for (const text of [
      '',
      '   ',
      '02/12',
      '02/12/26',
      '12/02/2026x',
      'December 2, 2026',
      '02/12-2026x',
      null,
    ]) {
      expect(parseTypedDate(text), String(text)).toBeNull();
    }
  });
});

describe('isPastDay', () => {
  const now = new Date(2026, 10, 28, 10, 0);
  it('is true only for a day before today', () => {
    expect(isPastDay('2026-11-27', now)).toBe(true);
    expect(isPastDay('2026-11-28', now)).toBe(false);
    expect(isPastDay('2026-12-02', now)).toBe(false);
    expect(isPastDay(null, now)).toBe(false);
    expect(isPastDay('', now)).toBe(false);
  });
});

describe('record codes', () => {
  it('names a record by its code, or by #id while it has none', () => {
    expect(codeOrId('REQ-0042', 42)).toBe('REQ-0042');
    expect(codeOrId(null, 42)).toBe('#42');
    expect(codeOrId(undefined, 7)).toBe('#7');
  });
});
