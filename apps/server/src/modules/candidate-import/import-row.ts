import { formatDate, type Lang, parseTypedDate, translate } from '@rp/contract';
import { type CandidateCreate, candidateCreateSchema } from '@rp/contract/entities';
import type { candidateGenres } from '@rp/contract/enums';
import { curpFacts, curpProblem } from '@rp/contract/rules/candidate';
import { type ImportField, normalizeHeader } from '@rp/contract/rules/candidate-import';
import { localizedName } from '@rp/contract/rules/names';
import { FieldErrors } from '../../lib/errors';
import { parseInput } from '../../lib/validate';
import { localizeFieldErrors } from '../../plugins/errors';

/**
 * One row of the candidate import (issue 30, part 2): the cells of a spreadsheet row, read through
 * the recruiter's column mapping, become the body the candidate form would send, checked by the same
 * contract schema (`candidateCreateSchema`) through the same code path as the API (`parseInput`, then
 * the error handler's `localizeFieldErrors`), so a row says exactly what the form would say.
 *
 * Conversions (what a spreadsheet holds that the form's fields would not):
 * - An empty cell is a value not given. Two columns mapped to one field: the first with text wins.
 * - `birthdate`: `DD/MM/YYYY`, `D/M/YYYY`, `DD-MM-YYYY`, `DD.MM.YYYY` or ISO, day first
 *   (`parseTypedDate`); an impossible day (31/02/1990) or a day after `refs.today` is an error,
 *   never rolled over or read month first.
 * - `genre`: H / Hombre / Masculino / Male / Man → Male; M / Mujer / Femenino / Female / Woman / F →
 *   Female. `M` is Mujer in every file, as on a CURP (docs/domain.md#candidates) — an English file
 *   whose `M` means Male is caught by the CURP check below when the row has one.
 * - `category`: by code (`DIRECT`), its Spanish or English label (`Directo`, `Direct`) or its
 *   description; catalogs by their Spanish or English name. Case, accents and punctuation do not
 *   count (`normalizeHeader`); an unknown value is an error on the field that quotes it and lists
 *   the options.
 * - Text (CURP and RFC upper-cased, phones reduced to their digits, trimming) is left to the schema,
 *   exactly as for the form: a phone typed `(664) 357-6568` is stored `6643576568`, `+52 664 357
 *   6568` as `526643576568`; the e-mail is trimmed, its case kept (duplicates compare it in any case).
 *   A cell longer than the field's maximum is the schema's "at most N characters", never cut.
 * - `full_name` (only when no column maps `names` or `last_name`, see `importFields`) is split by
 *   `splitFullName`; a `second_name` column with text wins over the split's maternal surname.
 *   Messages of a part it gave are on `names`, `last_name` or `second_name`.
 * - A valid CURP fills the birth date and sex when the row has none, as the form does. Stricter than
 *   the form: when the row has them and they disagree with the CURP, that is an error on `birthdate`
 *   or `genre` — in a file it is most often a day and month swapped, or a column read wrong.
 *
 * Fields left out: `status` (the server's default), `scholar_notes`, `confirm_duplicates` — the
 * identity clashes and duplicate contacts are the caller's to check against the database.
 */

export type ImportRefs = {
  /** The categories a row may name (code, the Spanish description; the labels come from i18n). */
  categories: Array<{ id: number; code: string; description: string }>;
  catalogs: Record<
    'scholar_level' | 'english_level' | 'recruitment_source',
    Array<{ id: number; name: string; name_en: string | null }>
  >;
  /** YYYY-MM-DD: a birth date after it is refused. */
  today: string;
  /** The category of a row that names none (its column unmapped or the cell empty); without it, a row needs one. */
  defaultCategory?: number;
};

export type ImportRowResult =
  | { ok: true; values: CandidateCreate }
  /**
   * Field → messages in the caller's language, as the API's 400 (`non_field_errors` for the row).
   * `isEmpty`: no mapped column of the row has text (the caller may skip such rows instead).
   */
  | { ok: false; errors: Record<string, string[]>; isEmpty?: true };

type Genre = (typeof candidateGenres)[number];
type CatalogField = keyof ImportRefs['catalogs'];

/**
 * The import's own messages. They belong in `validation.json` (es and en) as
 * `validation.import_empty_row`, `validation.import_unknown_value`, `validation.curp_birthdate`,
 * `validation.curp_genre`; kept here until the shared i18n files take them.
 */
/** The import's own messages (validation.json: `import_*`, `curp_birthdate`, `curp_genre`). */
const importMessageKeys = {
  empty_row: 'validation.import_empty_row',
  unknown_value: 'validation.import_unknown_value',
  genre_options: 'validation.import_genre_options',
  curp_birthdate: 'validation.curp_birthdate',
  curp_genre: 'validation.curp_genre',
} as const;
type ImportMessage = keyof typeof importMessageKeys;

const importMessage = (lang: Lang, key: ImportMessage, params?: Record<string, unknown>) =>
  translate(lang, importMessageKeys[key], params);

/** Fields whose cell goes to the schema as typed (the schema trims, upper-cases, keeps digits). */
const textFields = [
  'names',
  'last_name',
  'second_name',
  'curp',
  'rfc',
  'ssn',
  'employee_code',
  'email',
  'phone_number',
  'scholar_speciality',
  'address',
  'colony',
  'postal_code',
  'city',
  'state',
  'emergency_name',
  'emergency_phone',
  'additional_comments',
  'last_company',
  'last_position',
] as const satisfies readonly ImportField[];

const catalogFields = [
  'scholar_level',
  'english_level',
  'recruitment_source',
] as const satisfies readonly CatalogField[];

/** How sex is written in the company's and clients' files (normalised); `m` is Mujer, as on a CURP. */
const genreWords: Record<string, Genre> = {
  h: 'Male',
  hombre: 'Male',
  masculino: 'Male',
  masc: 'Male',
  varon: 'Male',
  male: 'Male',
  man: 'Male',
  m: 'Female',
  mujer: 'Female',
  femenino: 'Female',
  fem: 'Female',
  female: 'Female',
  woman: 'Female',
  f: 'Female',
};

/** Words that start a compound surname with the word after them: De la Cruz, Del Río, San Juan. */
const surnameParticles = new Set(['de', 'del', 'la', 'las', 'los', 'san', 'santa', 'da', 'di', 'van', 'von']);

/** The first surname of `words` (particles joined to the word after them) and the words left. */
function takeSurname(words: string[]): [string, string[]] {
  let end = 0;
  while (end < words.length - 1 && surnameParticles.has(normalizeHeader(words[end] ?? ''))) end += 1;
  return [words.slice(0, end + 1).join(' '), words.slice(end + 1)];
}

/**
 * A whole name in one cell, read the way the company writes names (`importFields`, docs/domain.md
 * #candidates): "Surnames, Names" — before the comma the paternal surname, then the maternal one;
 * without a comma the first surname, the second, then the given names. A surname's leading
 * particles stay with it ("De la Cruz Pérez Ana" → last_name "De la Cruz", second_name "Pérez").
 * Parts not present are empty strings.
 */
export function splitFullName(text: string): { last_name: string; second_name: string; names: string } {
  const words = (part: string) => part.split(/\s+/).filter(Boolean);
  const comma = text.indexOf(',');
  if (comma >= 0) {
    const [last, rest] = takeSurname(words(text.slice(0, comma)));
    return { last_name: last, second_name: rest.join(' '), names: words(text.slice(comma + 1)).join(' ') };
  }
  const [last, afterLast] = takeSurname(words(text));
  const [second, given] = takeSurname(afterLast);
  return { last_name: last, second_name: second, names: given.join(' ') };
}

/** A value quoted in a message: a long cell is shortened there (the message, not the data). */
const quoted = (value: string) => (value.length > 40 ? `${value.slice(0, 39)}…` : value);

/** The mapped cells with text, by field: the first column with text wins. */
function givenCells(cells: string[], mapping: Array<ImportField | null>): Map<ImportField, string> {
  const given = new Map<ImportField, string>();
  mapping.forEach((field, index) => {
    const cell = (cells[index] ?? '').trim();
    if (field && cell !== '' && !given.has(field)) given.set(field, cell);
  });
  return given;
}

function categoryLabel(lang: Lang, category: ImportRefs['categories'][number]): string {
  const key = `common.enums.category.${category.code}`;
  const label = translate(lang, key);
  return label === key ? category.description : label;
}

function findCategory(value: string, refs: ImportRefs): number | undefined {
  const wanted = normalizeHeader(value);
  const found = refs.categories.find((category) =>
    [
      category.code,
      category.description,
      ...(['es', 'en'] as const).map((lang) => categoryLabel(lang, category)),
    ].some((name) => normalizeHeader(name) === wanted),
  );
  return found?.id;
}

function findCatalog(value: string, entries: ImportRefs['catalogs'][CatalogField]): number | undefined {
  const wanted = normalizeHeader(value);
  // a Spanish name first: an English name equal to another entry's Spanish one never takes it
  const byName = entries.find((entry) => normalizeHeader(entry.name) === wanted);
  return (byName ?? entries.find((entry) => entry.name_en && normalizeHeader(entry.name_en) === wanted))?.id;
}

/**
 * One spreadsheet row → the candidate create input, or its problems per field in `lang`
 * (see the file's comment for the conversions). Pure: the caller looks up the references and
 * checks identity clashes and duplicates against the database.
 */
export function importRow(
  cells: string[],
  mapping: Array<ImportField | null>,
  refs: ImportRefs,
  lang: Lang,
): ImportRowResult {
  const given = givenCells(cells, mapping);
  if (given.size === 0)
    return { ok: false, isEmpty: true, errors: { non_field_errors: [importMessage(lang, 'empty_row')] } };

  const errors: Record<string, string[]> = {};
  const fail = (field: string, message: string) => {
    errors[field] = [...(errors[field] ?? []), message];
  };
  const body: Record<string, unknown> = {};

  for (const field of textFields) {
    const cell = given.get(field);
    if (cell !== undefined) body[field] = cell;
  }
  const isSplitName = given.has('full_name') && !mapping.includes('names') && !mapping.includes('last_name');
  if (isSplitName) {
    const parts = splitFullName(given.get('full_name') ?? '');
    body.last_name = parts.last_name;
    body.names = parts.names;
    if (parts.second_name && !given.has('second_name')) body.second_name = parts.second_name;
  }

  const birthCell = given.get('birthdate');
  if (birthCell !== undefined) {
    const day = parseTypedDate(birthCell);
    if (!day) fail('birthdate', translate(lang, 'validation.date'));
    else if (day > refs.today) fail('birthdate', translate(lang, 'validation.date_not_future'));
    else body.birthdate = day;
  }

  const genreCell = given.get('genre');
  if (genreCell !== undefined) {
    const genre = genreWords[normalizeHeader(genreCell)];
    if (genre) body.genre = genre;
    else
      fail(
        'genre',
        importMessage(lang, 'unknown_value', {
          value: quoted(genreCell),
          options: importMessage(lang, 'genre_options'),
        }),
      );
  }

  const categoryCell = given.get('category');
  if (categoryCell !== undefined) {
    const id = findCategory(categoryCell, refs);
    if (id !== undefined) body.category = id;
    else
      fail(
        'category',
        importMessage(lang, 'unknown_value', {
          value: quoted(categoryCell),
          options: refs.categories.map((category) => categoryLabel(lang, category)).join(', '),
        }),
      );
  } else if (refs.defaultCategory !== undefined) body.category = refs.defaultCategory;

  for (const field of catalogFields) {
    const cell = given.get(field);
    if (cell === undefined) continue;
    const entries = refs.catalogs[field];
    const id = findCatalog(cell, entries);
    if (id !== undefined) body[field] = id;
    else
      fail(
        field,
        importMessage(lang, 'unknown_value', {
          value: quoted(cell),
          options: entries
            .map((entry) => localizedName({ es: entry.name, en: entry.name_en }, lang))
            .join(', '),
        }),
      );
  }

  // a valid CURP fills birth date and sex the row does not give (as the form does) and must agree with those it gives
  const curp = typeof body.curp === 'string' ? body.curp : '';
  const facts = curp && curpProblem(curp) === null ? curpFacts(curp) : null;
  if (facts) {
    if (birthCell === undefined) body.birthdate = facts.birthdate;
    else if (body.birthdate !== undefined && body.birthdate !== facts.birthdate)
      fail('birthdate', importMessage(lang, 'curp_birthdate', { date: formatDate(facts.birthdate) }));
    if (genreCell === undefined) body.genre = facts.genre;
    else if (body.genre !== undefined && body.genre !== facts.genre)
      fail(
        'genre',
        importMessage(lang, 'curp_genre', {
          genre: translate(lang, `common.enums.gender.${facts.genre.toLowerCase()}`),
        }),
      );
  }

  // the API's own gate and messages; a field whose conversion failed keeps that message alone
  let values: CandidateCreate | undefined;
  try {
    values = parseInput(candidateCreateSchema, body);
  } catch (error) {
    if (!(error instanceof FieldErrors)) throw error;
    for (const [field, messages] of Object.entries(localizeFieldErrors(error, lang))) {
      if (!errors[field]) errors[field] = messages;
    }
  }
  if (values && Object.keys(errors).length === 0) return { ok: true, values };
  return { ok: false, errors };
}
