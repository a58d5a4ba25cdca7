/**
 * Candidate rules shared by the server and the screens (docs/domain.md#candidates).
 */

export type CandidateNameParts = {
  names?: string | null;
  last_name?: string | null;
  second_name?: string | null;
};

/**
 * The full name in Mexican order, "last_name second_name names", empty parts left out
 * (docs/domain.md#candidates); stored names are trimmed, so callers pass form input trimmed. Its SQL twin is `candidateFullNameSql` in
 * apps/server/src/resources/names.ts (a test checks both agree).
 */
export function candidateFullName(candidate: CandidateNameParts): string {
  return [candidate.last_name, candidate.second_name, candidate.names].filter(Boolean).join(' ');
}

/** A calendar day `YYYY-MM-DD` (a longer ISO string is read by its first ten characters). */
type Day = { year: number; month: number; day: number };

/**
 * A stored day (or a timestamp, by its first ten characters) → its parts, or null when it is not a
 * real day. Deliberately not `parseTypedDate` (format.ts), which reads what a person types
 * (`DD/MM/YYYY` and friends, the whole text, years from 1000): this one reads only the stored ISO
 * shape, and returns the parts the age arithmetic below needs.
 */
function parseDay(value: string | null | undefined): Day | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? '');
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');
const formatDay = ({ year, month, day }: Day) => `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;

/** The same day `years` earlier; 29 February becomes the 28th in a common year. */
function yearsBefore(date: Day, years: number): Day {
  const year = date.year - years;
  return { year, month: date.month, day: Math.min(date.day, daysInMonth(year, date.month)) };
}

function nextDay(date: Day): Day {
  if (date.day < daysInMonth(date.year, date.month)) return { ...date, day: date.day + 1 };
  if (date.month < 12) return { year: date.year, month: date.month + 1, day: 1 };
  return { year: date.year + 1, month: 1, day: 1 };
}

/**
 * Age in whole years on `today` (both `YYYY-MM-DD`): one less before this year's birthday; someone
 * born on 29 February turns a year older on 1 March in a common year. No (or an invalid, or a
 * future) birthdate, no age (docs/domain.md#candidates).
 */
export function ageOn(birthdate: string | null | undefined, today: string): number | null {
  const born = parseDay(birthdate);
  const on = parseDay(today);
  if (!born || !on) return null;
  const beforeBirthday = on.month < born.month || (on.month === born.month && on.day < born.day);
  const age = on.year - born.year - (beforeBirthday ? 1 : 0);
  return age >= 0 ? age : null;
}

/**
 * An age range as a birthdate range for the list filters: `ageOn(b, today)` is at least `ageFrom`
 * exactly when `b <= birthdate__lte`, and at most `ageTo` exactly when `b >= birthdate__gte`
 * (either bound absent when its age is).
 */
export function birthdateRange(
  ageFrom: number | null | undefined,
  ageTo: number | null | undefined,
  today: string,
): { birthdate__lte: string | undefined; birthdate__gte: string | undefined } {
  const on = parseDay(today);
  if (!on) return { birthdate__lte: undefined, birthdate__gte: undefined };
  return {
    birthdate__lte: ageFrom == null ? undefined : formatDay(yearsBefore(on, ageFrom)),
    birthdate__gte: ageTo == null ? undefined : formatDay(nextDay(yearsBefore(on, ageTo + 1))),
  };
}

/**
 * What a CURP says about its holder (docs/domain.md#candidates): the birth date (positions 5–10,
 * YYMMDD; the 17th character is a digit for births up to 1999 and a letter from 2000) and the sex
 * (position 11: H → Male, M → Female). Null when the text is not a CURP or its date does not exist.
 */
export function curpFacts(curp: string): { birthdate: string; genre: 'Male' | 'Female' } | null {
  const match = /^[A-Z]{4}(\d{2})(\d{2})(\d{2})([HM])[A-Z]{5}([A-Z0-9])\d$/.exec(curp.trim().toUpperCase());
  if (!match) return null;
  const [, yy, mm, dd, sex, homonym] = match as unknown as [string, string, string, string, string, string];
  const century = /\d/.test(homonym) ? 1900 : 2000;
  const year = century + Number(yy);
  const date = new Date(Date.UTC(year, Number(mm) - 1, Number(dd)));
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== Number(mm) - 1 ||
    date.getUTCDate() !== Number(dd)
  )
    return null;
  return { birthdate: `${year}-${mm}-${dd}`, genre: sex === 'H' ? 'Male' : 'Female' };
}

/** RENAPO's alphabet for the CURP's check digit (Ñ between N and O). */
const CURP_ALPHABET = '0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ';
const CURP_STATES =
  'AS|BC|BS|CC|CL|CM|CS|CH|DF|DG|GT|GR|HG|JC|MC|MN|MS|NT|NL|OC|PL|QT|QR|SP|SL|SR|TC|TS|TL|VZ|YN|ZS|NE';
/** Initials (2nd: a vowel, or X), birth date, sex, state of birth, three consonants, homonym, check digit. */
const CURP_SHAPE = new RegExp(
  `^[A-Z][AEIOUX][A-Z]{2}\\d{6}[HM](?:${CURP_STATES})[B-DF-HJ-NP-TV-Z]{3}[A-Z0-9]\\d$`,
);

/** The CURP's 18th character, from the first 17 (RENAPO's weighted sum: weights 18..2, modulo 10). */
export function curpCheckDigit(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += CURP_ALPHABET.indexOf(first17[i] ?? '') * (18 - i);
  return String((10 - (sum % 10)) % 10);
}

/**
 * What is wrong with a CURP (docs/domain.md#candidates), the one rule of every form, the server and
 * the CV prefill: `length` (not 18 characters), `format` (shape, state of birth or a date that does
 * not exist), `check_digit` (the 18th character is not the one the first 17 give); null when valid.
 * Any case, spaces around.
 */
export function curpProblem(value: string): 'length' | 'format' | 'check_digit' | null {
  const curp = value.trim().toUpperCase();
  if (curp.length !== 18) return 'length';
  if (!CURP_SHAPE.test(curp) || curpFacts(curp) === null) return 'format';
  return curpCheckDigit(curp) === curp[17] ? null : 'check_digit';
}

/** A CURP with a valid shape, state, date of birth and check digit (any case, spaces around). */
export const isValidCurp = (value: string): boolean => curpProblem(value) === null;
