import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { ageOf, parseTypedDate } from './candidate-form';
import { birthdateRange } from './candidate-list';

describe('candidate dates', () => {
  const today = dayjs('2026-11-22');

  it('turns an age range into a birth-date range', () => {
    expect(birthdateRange(30, 40, today)).toEqual({
      birthdate__lte: '1996-11-22',
      birthdate__gte: '1985-11-23',
    });
    expect(birthdateRange(null, null, today)).toEqual({
      birthdate__lte: undefined,
      birthdate__gte: undefined,
    });
  });

  it('counts whole years and ignores missing or future dates', () => {
    expect(ageOf('1990-11-22', today)).toBe(36);
    expect(ageOf('1990-11-23', today)).toBe(35);
    expect(ageOf(null, today)).toBeNull();
    expect(ageOf('2030-01-01', today)).toBeNull();
  });

  it('parses typed day/month/year dates', () => {
    expect(parseTypedDate('5/3/1990')).toBe('1990-03-05');
    expect(parseTypedDate('31/02/1990')).toBeNull();
    expect(parseTypedDate('1990-03-05')).toBeNull();
  });
});
