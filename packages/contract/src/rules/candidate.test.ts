import { describe, expect, it } from 'vitest';
import { candidateCreateSchema, candidateUpdateSchema } from '../entities/candidate';
import { applyFields } from '../entities/public-application';
import {
  ageOn,
  birthdateRange,
  candidateFullName,
  curpCheckDigit,
  curpFacts,
  curpProblem,
  isValidCurp,
} from './candidate';

describe('candidateFullName (docs/domain.md#candidates)', () => {
  it('is "last_name second_name names", empty parts left out', () => {
    expect(candidateFullName({ names: 'María Guadalupe', last_name: 'Hernández', second_name: 'Soto' })).toBe(
      'Hernández Soto María Guadalupe',
    );
    expect(candidateFullName({ names: 'Juan', last_name: 'Pérez', second_name: null })).toBe('Pérez Juan');
    expect(candidateFullName({ names: 'Ana', last_name: 'Paz', second_name: '' })).toBe('Paz Ana');
    expect(candidateFullName({})).toBe('');
  });
});

describe('ageOn (docs/domain.md#candidates)', () => {
  it('counts whole years, one less before this year’s birthday', () => {
    expect(ageOn('1990-11-22', '2026-11-22')).toBe(36);
    expect(ageOn('1990-11-23', '2026-11-22')).toBe(35);
    expect(ageOn('1990-12-01', '2026-11-30')).toBe(35);
    expect(ageOn('1990-01-01', '2026-12-31')).toBe(36);
    expect(ageOn('2026-11-22', '2026-11-22')).toBe(0);
  });

  it('reads a longer ISO string by its day', () => {
    expect(ageOn('1990-11-22T00:00:00.000Z', '2026-11-22')).toBe(36);
  });

  it('has no age without a (valid, past) birthdate', () => {
    expect(ageOn(null, '2026-11-22')).toBeNull();
    expect(ageOn(undefined, '2026-11-22')).toBeNull();
    expect(ageOn('', '2026-11-22')).toBeNull();
    expect(ageOn('1990-02-30', '2026-11-22')).toBeNull();
    expect(ageOn('2030-01-01', '2026-11-22')).toBeNull();
  });

  it('a leap-day birthday turns a year older on 1 March in common years, on 29 February in leap years', () => {
    expect(ageOn('2000-02-29', '2025-02-28')).toBe(24);
    expect(ageOn('2000-02-29', '2025-03-01')).toBe(25);
    expect(ageOn('2000-02-29', '2024-02-28')).toBe(23);
    expect(ageOn('2000-02-29', '2024-02-29')).toBe(24);
  });
});

describe('birthdateRange', () => {
  it('turns an age range into a birthdate range', () => {
    expect(birthdateRange(30, 40, '2026-11-22')).toEqual({
      birthdate__lte: '1996-11-22',
      birthdate__gte: '1985-11-23',
    });
    expect(birthdateRange(null, null, '2026-11-22')).toEqual({
      birthdate__lte: undefined,
      birthdate__gte: undefined,
    });
    expect(birthdateRange(0, 0, '2026-12-31')).toEqual({
      birthdate__lte: '2026-12-31',
      birthdate__gte: '2026-01-01',
    });
  });

  it('clamps 29 February to the 28th in common years', () => {
    expect(birthdateRange(1, 0, '2024-02-29')).toEqual({
      birthdate__lte: '2023-02-28',
      birthdate__gte: '2023-03-01',
    });
  });

  const addDays = (iso: string, days: number) =>
    new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

  it('selects exactly the birthdates whose age is in range (every day around leap years)', () => {
    const mismatches: string[] = [];
    const todays = ['2024-02-28', '2024-02-29', '2024-03-01', '2025-02-28', '2025-03-01', '2026-12-31'];
    for (const today of todays) {
      for (const [from, to] of [
        [1, 1],
        [20, 25],
        [24, 24],
        [0, 3],
      ] as const) {
        const range = birthdateRange(from, to, today);
        const lte = range.birthdate__lte as string;
        const gte = range.birthdate__gte as string;
        // every day of the years around the range's bounds
        for (let d = -366; d <= 366; d++) {
          for (const birthdate of [addDays(lte, d), addDays(gte, d)]) {
            const age = ageOn(birthdate, today) ?? -1;
            const isInRange = birthdate <= lte && birthdate >= gte;
            if (isInRange !== (age >= from && age <= to))
              mismatches.push(`${birthdate} on ${today}, ${from}–${to}`);
          }
        }
      }
    }
    expect(mismatches).toEqual([]);
  });
});

describe('curpFacts', () => {
  it('reads the birth date and sex, with the century from the 17th character', () => {
    expect(curpFacts('GOMC850312HBCRRR09')).toEqual({ birthdate: '1985-03-12', genre: 'Male' });
    expect(curpFacts(' lopa040229mbcrrra3 ')).toEqual({ birthdate: '2004-02-29', genre: 'Female' });
    expect(curpFacts('LOPA040229MBCRRRA3')).toEqual({ birthdate: '2004-02-29', genre: 'Female' });
  });

  it('says nothing for text that is not a CURP or a date that does not exist', () => {
    expect(curpFacts('GOMC850312HBCRRR0')).toBeNull();
    expect(curpFacts('GOMC851332HBCRRR09')).toBeNull();
    expect(curpFacts('GOMC850230HBCRRR09')).toBeNull();
    expect(curpFacts('LOPA030229MBCRRRA3')).toBeNull();
    expect(curpFacts('')).toBeNull();
  });
});

describe('curpProblem: the one CURP rule (docs/domain.md#candidates)', () => {
  it('refuses the tester’s CURP for its check digit: the first 17 characters give 9, not 4', () => {
    expect(curpCheckDigit('TOBM950812MBCRLR0')).toBe('9');
    expect(curpProblem('TOBM950812MBCRLR04')).toBe('check_digit');
    expect(curpProblem('TOBM950812MBCRLR09')).toBeNull();
    expect(isValidCurp(' tobm950812mbcrlr09 ')).toBe(true);
  });

  it('computes RENAPO’s digit with Ñ in the alphabet (weights 18..2, modulo 10)', () => {
    expect(curpCheckDigit('BOXW310820HNERXN0')).toBe('9');
    expect(curpCheckDigit('PELJ900101HDFRRN0')).toBe('9');
  });

  it('tells a wrong length, a wrong shape or date and a wrong check digit apart', () => {
    expect(curpProblem('TOBM950812MBCRLR0')).toBe('length');
    expect(curpProblem('TOBM950230MBCRLR09')).toBe('format'); // 30 February
    expect(curpProblem('TOBM950812MZZRLR09')).toBe('format'); // no such state
    expect(curpProblem('TOBM950812XBCRLR09')).toBe('format'); // sex
  });
});

describe('candidate schemas use the CURP rule', () => {
  const messageOf = (curp: string) =>
    candidateCreateSchema
      .safeParse({ names: 'M', last_name: 'T', category: 1, curp })
      .error?.issues.find((issue) => issue.path[0] === 'curp')?.message;

  it('refuses a wrong check digit with its own message, on create, update and the public application', () => {
    expect(messageOf('TOBM950812MBCRLR04')).toBe('validation.curp_check_digit');
    expect(candidateUpdateSchema.safeParse({ curp: 'TOBM950812MBCRLR04' }).success).toBe(false);
    expect(applyFields.shape.curp.safeParse('TOBM950812MBCRLR04').success).toBe(false);
    expect(messageOf('tobm950812mbcrlr09')).toBeUndefined();
    expect(
      candidateCreateSchema.parse({ names: 'M', last_name: 'T', category: 1, curp: ' tobm950812mbcrlr09 ' })
        .curp,
    ).toBe('TOBM950812MBCRLR09');
  });

  it('says the length or the format otherwise', () => {
    const short = candidateCreateSchema.safeParse({
      names: 'M',
      last_name: 'T',
      category: 1,
      curp: 'TOBM950812',
    });
    expect(short.error?.issues.map((issue) => issue.code)).toEqual(['too_small']); // "exactly 18 characters", alone
    expect(messageOf('TOBM950230MBCRLR09')).toBe('validation.curp');
  });
});
