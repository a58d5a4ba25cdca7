import { z } from 'zod';
import type { CvPrefill, CvPrefillField, CvSkipped } from '../entities/cv-prefill';
import { curpProblem } from './candidate';

/**
 * Reading a CV's plain text for the candidate fields (docs/domain.md#cv-prefill). Pure: the server
 * extracts the text (PDF, DOCX) and answers what this finds. Conservative by design — a field is
 * null rather than wrong: CURP and RFC only with a right check digit and a real date (and null when
 * the text holds two different ones), the phone only in a Mexican shape, the name only from a line
 * whose initials the CURP confirms or, without a CURP, from a "Name:" line or the first line.
 */

/** Longest text read: a CV is a few pages; past this the rest is ignored (keeps every scan linear). */
const MAX_TEXT = 100_000;

/** Upper case without accents, Ñ kept (RFC letters) — `Pérez` → `PEREZ`, `Núñez` → `NUÑEZ`. */
function plain(text: string): string {
  return text
    .toUpperCase()
    .normalize('NFD')
    .replace(/N\u0303/g, 'Ñ')
    .replace(/[\u0300-\u036f]/g, '');
}

// --- CURP -------------------------------------------------------------------------------------

// one rule for every form, the server and the prefill (docs/domain.md#candidates)
export { curpCheckDigit, isValidCurp } from './candidate';

// --- RFC --------------------------------------------------------------------------------------

const RFC_ALPHABET = '0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ';
/** A person's RFC: four letters, birth date, two homoclave characters (no 0 or O) and a check digit. */
const RFC_SHAPE = /^[A-ZÑ&]{4}(\d{2})(\d{2})(\d{2})[1-9A-NP-Z]{2}[0-9A]$/;
/** The SAT's generic RFCs (the general public, foreigners): never a person's own. */
const GENERIC_RFCS = new Set(['XAXX010101000', 'XEXX010101000']);

/** The RFC's 13th character, from the first 12 (the SAT's weighted sum, modulo 11). */
export function rfcCheckDigit(first12: string): string {
  const chars = first12.padStart(12, ' ');
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += RFC_ALPHABET.indexOf(chars[i] ?? ' ') * (13 - i);
  const digit = 11 - (sum % 11);
  return digit === 11 ? '0' : digit === 10 ? 'A' : String(digit);
}

const isDay = (year: number, month: number, day: number) => {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

/**
 * What is wrong with a person's RFC (13 characters): `format` (shape, date, or the SAT's generic
 * ones), `check_digit` (the 13th character); null when valid. The homoclave's first two characters
 * come from the SAT's own tables and cannot be checked here.
 */
export function rfcProblem(value: string): 'format' | 'check_digit' | null {
  const rfc = value.trim().toUpperCase();
  const match = RFC_SHAPE.exec(rfc);
  if (!match || GENERIC_RFCS.has(rfc)) return 'format';
  const [yy, mm, dd] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (!isDay(1900 + yy, mm, dd) && !isDay(2000 + yy, mm, dd)) return 'format';
  return rfcCheckDigit(rfc.slice(0, 12)) === rfc[12] ? null : 'check_digit';
}

/** A person's RFC (13 characters) with a real date and a right check digit. */
export const isValidRfc = (value: string): boolean => rfcProblem(value) === null;

// --- scanning ---------------------------------------------------------------------------------

/** A value taken for a field, or the value found but left out and why. */
type Found = { value: string | null; skipped: CvSkipped | null };

/**
 * The one valid value the text holds. None valid: the first that has the field's look (`looksLike`)
 * is reported with its problem; two different valid ones: none taken, both reported
 * (docs/domain.md#cv-prefill).
 */
function onlyOne(
  field: CvPrefillField,
  found: string[],
  looksLike: RegExp,
  problem: (value: string) => 'format' | 'check_digit' | 'length' | null,
): Found {
  const valid = [...new Set(found.filter((value) => problem(value) === null))];
  if (valid.length === 1) return { value: valid[0] ?? null, skipped: null };
  if (valid.length > 1)
    return { value: null, skipped: { field, value: valid.slice(0, 2).join(', '), reason: 'several' } };
  const wrong = found.find((value) => looksLike.test(value));
  const reason = wrong ? problem(wrong) : null;
  return {
    value: null,
    skipped:
      wrong && reason
        ? { field, value: wrong, reason: reason === 'check_digit' ? 'check_digit' : 'format' }
        : null,
  };
}

/** CURPs written whole or in pieces (`PELJ 900101 HDFRPN 09`), and after a "CURP" label. */
function findCurp(upper: string): Found {
  const found: string[] = [];
  const loose = /(?<![A-Z0-9])([A-Z]{4})[ -]?(\d{6})[ -]?([HM][A-Z]{5})[ -]?([A-Z0-9])[ -]?(\d)(?![A-Z0-9])/g;
  for (const m of upper.matchAll(loose)) found.push(m.slice(1, 6).join(''));
  for (const m of upper.matchAll(/CURP[^A-Z0-9]{0,6}([A-Z0-9][A-Z0-9 .-]{16,40})/g)) {
    found.push((m[1] ?? '').replace(/[^A-Z0-9]/g, '').slice(0, 18));
  }
  return onlyOne('curp', found, /^[A-Z]{4}\d{6}[HM][A-Z]{5}[A-Z0-9]\d$/, curpProblem);
}

/** Persons' RFCs written whole or in pieces (`PELJ-900101-AB1`), and after an "RFC" label. */
function findRfc(upper: string): Found {
  const found: string[] = [];
  const loose = /(?<![A-Z0-9Ñ&])([A-ZÑ&]{4})[ -]?(\d{6})[ -]?([A-Z0-9]{3})(?![A-Z0-9Ñ&])/g;
  for (const m of upper.matchAll(loose)) found.push(m.slice(1, 4).join(''));
  for (const m of upper.matchAll(/R\.?F\.?C\.?[^A-Z0-9Ñ&]{0,6}([A-ZÑ&][A-ZÑ&0-9 .-]{11,30})/g)) {
    found.push((m[1] ?? '').replace(/[^A-ZÑ&0-9]/g, '').slice(0, 13));
  }
  return onlyOne('rfc', found, /^[A-ZÑ&]{4}\d{6}[A-Z0-9]{3}$/, rfcProblem);
}

const emailSchema = z.email().max(254);

const EMAIL = /[A-Z0-9._%+-]+@[A-Z0-9-]+(?:\.[A-Z0-9-]+)*\.[A-Z]{2,24}/i;

/**
 * The first well-formed e-mail address, lower case. Only the words holding an @ are searched, so a
 * long run of letters costs no more than reading it once.
 */
function findEmail(text: string): string | null {
  for (const word of text.split(/[\s,;:<>()[\]"'|]+/)) {
    if (!word.includes('@') || word.length > 320) continue;
    const email = EMAIL.exec(word)?.[0]
      .replace(/^[._%+-]+/, '')
      .toLowerCase();
    if (email && emailSchema.safeParse(email).success) return email;
  }
  return null;
}

/** How people write the 10 digits of a Mexican number: `5512345678`, `55 1234 5678`, `(614) 123-4567` … */
const PHONE_GROUPINGS = new Set(['10', '2-8', '3-7', '2-4-4', '3-3-4', '3-3-2-2', '2-2-2-2-2', '2-4-2-2']);
const PHONE_LABEL =
  /\b(?:tel|tel[eé]fono|telephone|phone|cel|celular|cell|m[oó]vil|mobile|whats\s?app|contacto)\b/i;

/**
 * A Mexican phone number as its 10 digits: optionally after +52 (and the old mobile 1), grouped
 * the way numbers are written — so a salary range (`15000 - 20000`), years or a postal code are
 * not taken for one. Area codes never start with 0 or 1.
 */
export function phoneDigits(written: string): string | null {
  let groups = written.split(/[^\d]+/).filter(Boolean);
  const international = written.trim().startsWith('+');
  if (international || (groups[0] === '52' && groups.join('').length > 10)) {
    const first = groups[0] ?? '';
    if (!first.startsWith('52')) return null;
    groups = first === '52' ? groups.slice(1) : [first.slice(2), ...groups.slice(1)];
    if (groups[0] === '1') groups = groups.slice(1);
    else if (groups.length === 1 && groups[0]?.length === 11 && groups[0].startsWith('1')) {
      groups = [groups[0].slice(1)];
    }
  }
  const digits = groups.join('');
  if (digits.length !== 10 || !/^[2-9]/.test(digits)) return null;
  return PHONE_GROUPINGS.has(groups.map((g) => g.length).join('-')) ? digits : null;
}

/** The first phone number on a line that says it is one (Tel., Cel., WhatsApp …), else the first anywhere. */
function findPhone(lines: string[]): string | null {
  const run = /(?<![\w@.+(-])([+(]?\d[\d \t().-]{6,24}\d)(?![\w@])/g;
  const onLine = (line: string) => {
    for (const m of line.matchAll(run)) {
      const digits = phoneDigits(m[1] ?? '');
      if (digits) return digits;
    }
    return null;
  };
  for (const line of lines) {
    if (PHONE_LABEL.test(line)) {
      const digits = onLine(line);
      if (digits) return digits;
    }
  }
  for (const line of lines) {
    const digits = onLine(line);
    if (digits) return digits;
  }
  return null;
}

// --- names ------------------------------------------------------------------------------------

type Name = { names: string; last_name: string; second_name: string | null };

/** Words that join the next one in a compound name (`de la Cruz`) and that the CURP skips. */
const PARTICLES = new Set([
  'DA',
  'DAS',
  'DE',
  'DEL',
  'DER',
  'DI',
  'DIE',
  'DD',
  'EL',
  'LA',
  'LAS',
  'LE',
  'LES',
  'LOS',
  'MAC',
  'MC',
  'VAN',
  'VON',
  'Y',
]);
/** First names the CURP skips when another follows (José Luis → L, María Elena → E). */
const SKIPPED_NAMES = new Set(['JOSE', 'J', 'MARIA', 'MA', 'M']);
/** Lines that title a CV rather than name its author. */
const HEADINGS =
  /^(?:CURRICULUM|CURRICULO|VITAE|CV|RESUME|HOJA|DATOS|PERFIL|SOLICITUD|INFORMACION|CONTACTO|OBJETIVO|EXPERIENCIA|EDUCACION|PERSONAL|PROFILE|SUMMARY|CONTACT|NOMBRE|NAME)$/;
/** Titles written before a name. */
const TITLES = /^(?:LIC|ING|DR|DRA|MTRO|MTRA|ARQ|C\.?P|PROF|PROFA|SR|SRA|SRTA)\.?\s+/i;
const VOWELS = 'AEIOU';

/** A word as the CURP reads it: upper case, no accents, Ñ as X, letters only. */
const curpWord = (word: string) =>
  plain(word)
    .replace(/Ñ/g, 'X')
    .replace(/[^A-Z]/g, '');

/** A compound part without its particles, as the CURP reads it (`de la Cruz` → CRUZ). */
const mainWords = (part: string) =>
  part
    .split(/\s+/)
    .map(curpWord)
    .filter((w) => w !== '' && !PARTICLES.has(w));

const firstInner = (word: string, vowel: boolean) =>
  [...word.slice(1)].find((c) => VOWELS.includes(c) === vowel) ?? 'X';

/** The CURP's letters for a name: positions 1–4 and 14–16 (docs/domain.md#cv-prefill). */
function curpLetters(name: Name): { initials: string; consonants: string } | null {
  const first = mainWords(name.last_name)[0];
  const second = name.second_name ? mainWords(name.second_name)[0] : undefined;
  const given = mainWords(name.names);
  const own = given.length > 1 && SKIPPED_NAMES.has(given[0] ?? '') ? given[1] : given[0];
  if (!first || !own || (name.second_name && !second)) return null;
  return {
    initials: `${first[0]}${firstInner(first, true)}${second ? second[0] : 'X'}${own[0]}`,
    consonants: `${firstInner(first, false)}${second ? firstInner(second, false) : 'X'}${firstInner(own, false)}`,
  };
}

/** Whether a name gives this CURP's letters (the 2nd may be an X: RENAPO replaces it in rude words). */
function matchesCurp(name: Name, curp: string): boolean {
  const letters = curpLetters(name);
  if (!letters) return false;
  const { initials, consonants } = letters;
  return (
    initials[0] === curp[0] &&
    (initials[1] === curp[1] || curp[1] === 'X') &&
    initials.slice(2) === curp.slice(2, 4) &&
    consonants === curp.slice(13, 16)
  );
}

/** `PÉREZ` → `Pérez`, `DE` → `de` inside a name; mixed case is kept as written. */
function tidy(part: string): string {
  return part
    .split(/\s+/)
    .map((word, i) => {
      if (word !== word.toUpperCase() || word.length < 2) return word;
      const lower = word.toLocaleLowerCase('es');
      if (i > 0 && PARTICLES.has(curpWord(word))) return lower;
      return lower.charAt(0).toLocaleUpperCase('es') + lower.slice(1);
    })
    .join(' ');
}

/**
 * The words of a text that could be a person's name, particles joined to the word they follow
 * (`de la Cruz`): letters only, each main word capitalised, `min` to 6 groups; else null.
 */
function nameGroups(line: string, min = 2): string[] | null {
  const text = line.replace(TITLES, '').replace(/\s+/g, ' ').trim();
  if (text.length < 2 || text.length > 80 || !/^[\p{L}'’. -]+$/u.test(text)) return null;
  const words = text.split(' ');
  if (words.some((w) => HEADINGS.test(curpWord(w)))) return null;
  const groups: string[] = [];
  let pending: string[] = [];
  for (const word of words) {
    pending.push(word);
    if (!PARTICLES.has(curpWord(word))) {
      if (!/^\p{Lu}/u.test(word) || curpWord(word).length < 2) return null;
      groups.push(pending.join(' '));
      pending = [];
    }
  }
  if (pending.length) return null;
  return groups.length >= min && groups.length <= 6 ? groups : null;
}

const join = (groups: string[]) => groups.join(' ');
const nameOf = (names: string[], last: string, second: string | undefined): Name => ({
  names: join(names),
  last_name: last,
  second_name: second ?? null,
});

/** Every way a line's word groups can be a name: given names first, or surnames first. */
function splits(groups: string[]): Name[] {
  const n = groups.length;
  const out: Name[] = [];
  for (let k = 1; k < n; k++) {
    const surnames = groups.slice(k);
    if (surnames.length <= 2) out.push(nameOf(groups.slice(0, k), surnames[0] ?? '', surnames[1]));
  }
  if (n >= 3) out.push(nameOf(groups.slice(2), groups[0] ?? '', groups[1]));
  out.push(nameOf(groups.slice(1), groups[0] ?? '', undefined));
  return out;
}

/** The name on a "Nombre:" / "Name:" line, if any. */
const labelled = (line: string) =>
  /^\s*(?:nombre(?:\s+completo)?|nombre\(s\)|name|full\s+name)\s*:\s*(.+)$/i.exec(line)?.[1]?.trim();

/** The name the CURP confirms: the first line (or labelled value) with exactly one split matching it. */
function nameFromCurp(lines: string[], curp: string): Name | null {
  for (const line of lines) {
    const groups = nameGroups(labelled(line) ?? line);
    if (!groups) continue;
    const matching = new Map<string, Name>();
    for (const name of splits(groups)) {
      if (matchesCurp(name, curp)) matching.set(JSON.stringify(name), name);
    }
    if (matching.size === 1) return [...matching.values()][0] ?? null;
  }
  return null;
}

/** A line made only of CV headings ("Currículum vitae", "Datos personales"). */
const isHeading = (line: string) => line.split(/\s+/).every((w) => HEADINGS.test(curpWord(w)));

/**
 * Without a CURP: the value of a "Nombre:" line, else the CV's first line that is not a heading —
 * "Surnames, Names", or 2 to 4 word groups read as given name(s) then one or two surnames.
 */
function nameWithoutCurp(lines: string[]): Name | null {
  const value = lines.map(labelled).find(Boolean) ?? lines.find((line) => !isHeading(line));
  if (!value) return null;
  const comma = /^([^,]+),([^,]+)$/.exec(value);
  if (comma) {
    const surnames = nameGroups(comma[1] ?? '', 1);
    const given = nameGroups(comma[2] ?? '', 1);
    if (!surnames || !given || surnames.length > 2 || given.length > 3) return null;
    return nameOf(given, surnames[0] ?? '', surnames[1]);
  }
  const groups = nameGroups(value);
  if (!groups || groups.length > 4) return null;
  if (groups.length === 2) return nameOf(groups.slice(0, 1), groups[1] ?? '', undefined);
  if (groups.length === 3) return nameOf(groups.slice(0, 1), groups[1] ?? '', groups[2]);
  return nameOf(groups.slice(0, 2), groups[2] ?? '', groups[3]);
}

const tidyName = (name: Name | null) =>
  name
    ? {
        names: tidy(name.names),
        last_name: tidy(name.last_name),
        second_name: name.second_name ? tidy(name.second_name) : null,
      }
    : { names: null, last_name: null, second_name: null };

/** What a CV's plain text gives for the candidate fields; null where nothing valid was found. */
export function parseCvText(raw: string): CvPrefill {
  const text = raw
    .slice(0, MAX_TEXT)
    .replace(/[\u00a0\u2007\u202f\t]/g, ' ')
    .replace(/[\u200b-\u200d\ufeff]/g, '')
    .replace(/\r\n?/g, '\n');
  const lines = text
    .split('\n')
    .map((line) => line.replace(/ {2,}/g, ' ').trim())
    .filter(Boolean);
  const upper = plain(text);
  const curp = findCurp(upper);
  const rfc = findRfc(upper);
  const name = curp.value
    ? nameFromCurp(lines.slice(0, 200), curp.value)
    : nameWithoutCurp(lines.slice(0, 40));
  return {
    curp: curp.value,
    rfc: rfc.value,
    email: findEmail(text),
    phone_number: findPhone(lines),
    ...tidyName(name),
    // what was found but not taken, said on the screen rather than left out silently (issue 26)
    skipped: [curp.skipped, rfc.skipped].filter((note): note is CvSkipped => note !== null),
  };
}
