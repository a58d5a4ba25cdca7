import { describe, expect, it } from 'vitest';
import { updateRotationSchema } from '../entities/company';
import { siteCreateSchema } from '../entities/site';
import { moneySchema } from '../entities/vacancy';
import { translate } from '../i18n';
import { formatIssues } from '../validation';
import { formatNumberInput, hasAtMostDecimals, type NumberKind, readNumber } from './number';

const value = (text: string, kind: NumberKind, maxDecimals?: number) => {
  const reading = readNumber(text, { kind, maxDecimals });
  return reading.ok ? reading.value : reading.message;
};

describe('readNumber: a typed number is read one way or refused (docs/decisions.md#typed-numbers)', () => {
  it('reads a decimal comma and a decimal point alike', () => {
    for (const kind of ['decimal', 'amount'] as const) {
      expect(value('5,8', kind)).toBe(5.8);
      expect(value('5.8', kind)).toBe(5.8);
      expect(value(' 12,25 ', kind)).toBe(12.25);
      expect(value('0,5', kind)).toBe(0.5);
      expect(value(',5', kind)).toBe(0.5);
      expect(value('-5,8', kind)).toBe(-5.8);
    }
  });

  it('reads amounts written either way, thousands and decimals', () => {
    expect(value('15,000.50', 'amount')).toBe(15000.5);
    expect(value('15000,50', 'amount')).toBe(15000.5);
    expect(value('15.000,50', 'amount')).toBe(15000.5);
    expect(value('15000.50', 'amount')).toBe(15000.5);
    expect(value('1,234,567.89', 'amount')).toBe(1234567.89);
    expect(value('1.234.567,89', 'amount')).toBe(1234567.89);
    expect(value('1,234,567', 'amount')).toBe(1234567);
    // es-MX groups thousands with commas, and money never has three decimals
    expect(value('8,500', 'amount')).toBe(8500);
    expect(value('1,234', 'amount')).toBe(1234);
    expect(value('15000', 'amount')).toBe(15000);
  });

  it('refuses what may be read two ways', () => {
    expect(readNumber('1.500', { kind: 'amount' })).toEqual({
      ok: false,
      message: 'validation.number_ambiguous',
      params: { text: '1.500', thousands: '1500', decimal: '1.5' },
    });
    expect(value('1.234', 'amount')).toBe('validation.number_ambiguous');
    expect(value('5.000', 'integer')).toBe('validation.number_ambiguous');
  });

  it('refuses malformed grouping, several points and stray characters', () => {
    for (const text of ['1.234.567', '1,23,4', '12,34.5', '1.2.3,4', '1,234,5', '5,', '5.', '1,2,3']) {
      expect(value(text, 'amount'), text).toBe('validation.number_format');
    }
    for (const text of [
      '$15,000',
      '5,8 %',
      '5 000',
      '1e3',
      '0x10',
      'abc',
      '5\u00008',
      '\u0000',
      '+5',
      '--5',
      '-',
      ',',
    ]) {
      expect(value(text, 'amount'), JSON.stringify(text)).toBe('validation.number_chars');
    }
  });

  it('a field without thousands takes either separator as the decimal one and refuses grouping', () => {
    expect(value('1,234', 'decimal')).toBe(1.234);
    expect(value('1.234', 'decimal')).toBe(1.234);
    expect(value('-103,3496123', 'decimal')).toBe(-103.3496123);
    expect(value('1,234,567', 'decimal')).toBe('validation.number_grouping');
    expect(value('15.000,50', 'decimal')).toBe('validation.number_grouping');
    expect(value('15,000.50', 'decimal')).toBe('validation.number_grouping');
  });

  it('an integer field refuses decimals instead of dropping the separator', () => {
    expect(value('5,8', 'integer')).toBe('validation.integer');
    expect(value('5.8', 'integer')).toBe('validation.integer');
    expect(value('58', 'integer')).toBe(58);
    expect(value('1,000', 'integer')).toBe(1000);
    expect(value('5.0', 'integer')).toBe(5);
  });

  it('refuses more decimals than the field stores', () => {
    expect(readNumber('15000,505', { kind: 'amount' })).toEqual({
      ok: false,
      message: 'validation.max_decimals',
      params: { count: 2 },
    });
    expect(value('5,875', 'decimal', 2)).toBe('validation.max_decimals');
    expect(value('5,870', 'decimal', 2)).toBe(5.87);
    expect(value('12345678901234567', 'amount')).toBe('validation.number_format');
  });

  it('an empty text is no value', () => {
    expect(value('', 'amount')).toBeNull();
    expect(value('   ', 'decimal')).toBeNull();
  });

  it('every refusal has a message in both languages', () => {
    for (const key of [
      'validation.number_chars',
      'validation.number_format',
      'validation.number_ambiguous',
      'validation.number_grouping',
      'validation.max_decimals',
      'validation.integer',
    ]) {
      expect(translate('es', key)).not.toBe(key);
      expect(translate('en', key)).not.toBe(key);
    }
  });
});

describe('formatNumberInput: what a field shows reads back as the same value', () => {
  it('amounts with thousands commas, the rest plain', () => {
    expect(formatNumberInput(15000.5, 'amount')).toBe('15,000.50');
    expect(formatNumberInput(8500, 'amount')).toBe('8,500');
    expect(formatNumberInput(5.8, 'decimal')).toBe('5.8');
    expect(formatNumberInput(0.0000001, 'decimal')).toBe('0.0000001');
    expect(formatNumberInput(1000, 'integer')).toBe('1000');
  });

  it('round-trips', () => {
    const cases: [number, NumberKind][] = [
      [15000.5, 'amount'],
      [8500, 'amount'],
      [1234567.89, 'amount'],
      [1.5, 'amount'],
      [5.8, 'decimal'],
      [1.234, 'decimal'],
      [-103.3496123, 'decimal'],
      [100000, 'integer'],
    ];
    for (const [n, kind] of cases) expect(value(formatNumberInput(n, kind), kind)).toBe(n);
  });
});

describe('hasAtMostDecimals', () => {
  it('tells a value the column keeps as sent', () => {
    expect(hasAtMostDecimals(5.8, 2)).toBe(true);
    expect(hasAtMostDecimals(15000.5, 2)).toBe(true);
    expect(hasAtMostDecimals(15000.505, 2)).toBe(false);
    expect(hasAtMostDecimals(-103.3496123, 7)).toBe(true);
    expect(hasAtMostDecimals(Number.NaN, 2)).toBe(false);
  });
});

describe('the API schemas take numbers as stored, never a typed text', () => {
  const errors = (result: { success: boolean; error?: { issues: unknown[] } }) =>
    result.success ? {} : formatIssues((result.error?.issues ?? []) as never, 'en');

  it('refuses "5,8" as not a number and a third decimal of money or a percentage', () => {
    const rotation = (value: unknown) =>
      errors(updateRotationSchema.safeParse({ id: 1, period: '2026-01', value }, { reportInput: true }));
    expect(rotation('5,8')).toEqual({ value: ['Must be a number'] });
    expect(rotation(5.875)).toEqual({ value: ['At most 2 decimal places'] });
    expect(rotation(5.8)).toEqual({});
    expect(moneySchema.safeParse(15000.5).success).toBe(true);
    expect(moneySchema.safeParse(15000.505).success).toBe(false);
    expect(moneySchema.safeParse('15000,50').success).toBe(false);
  });

  it('refuses a coordinate with more decimals than numeric(10,7) keeps', () => {
    const site = { company: 1, name: 'Planta' };
    expect(siteCreateSchema.safeParse({ ...site, latitute: 32.5149467 }).success).toBe(true);
    expect(errors(siteCreateSchema.safeParse({ ...site, latitute: 32.51494671 }))).toEqual({
      latitute: ['At most 7 decimal places'],
    });
  });
});
