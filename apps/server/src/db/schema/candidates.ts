import { candidateGenres, candidateStatuses } from '@rp/contract/enums';
import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { id, phoneDigits, sortIndexes, stamps } from './columns';
import { fileRecords } from './files';
import { catalogs, categories, users } from './settings';

type NameColumns = { names: AnyPgColumn; last_name: AnyPgColumn; second_name: AnyPgColumn };

/**
 * The expression the name trigram index is built on. Name searches must use this same
 * expression (`candidateNamesSearch(candidates) like '%term%'`) for the index to serve them.
 */
export const candidateNamesSearch = (t: NameColumns): SQL =>
  sql`lower(coalesce(${t.names}, '') || ' ' || coalesce(${t.last_name}, '') || ' ' || coalesce(${t.second_name}, ''))`;

/**
 * `candidateNamesSearch` without accents (`immutable_unaccent`, migration 0001), the expression of
 * the index `candidates_names_unaccent_trgm`: 'hernandez' finds 'Hernández'.
 */
export const candidateNamesUnaccent = (t: NameColumns): SQL =>
  sql`immutable_unaccent(${candidateNamesSearch(t)})`;

/**
 * The candidate's whole search text (names, e-mail, CURP, RFC), lower-cased and without accents:
 * the stored column `search_text` (migration 0026) every search word is matched against with one
 * `like`, so the words of a term are AND-ed inside one trigram index scan and a row is rechecked
 * without recomputing `unaccent` (docs/decisions.md "One search text per candidate (issue 28)").
 */
export const candidateSearchText = (
  t: NameColumns & { email: AnyPgColumn; curp: AnyPgColumn; rfc: AnyPgColumn },
): SQL =>
  sql`immutable_unaccent(lower(coalesce(${t.names}, '') || ' ' || coalesce(${t.last_name}, '') || ' ' || coalesce(${t.second_name}, '') || ' ' || coalesce(${t.email}, '') || ' ' || coalesce(${t.curp}, '') || ' ' || coalesce(${t.rfc}, '')))`;

/**
 * The words a letter-only search word is matched against from their start (migration 0031's
 * `candidate_search_words`): the names, the e-mail's local part and the leading letters of the CURP
 * and RFC, lower-cased without accents, split at anything but a–z, each after a space.
 */
export const candidateSearchWords = (
  t: NameColumns & { email: AnyPgColumn; curp: AnyPgColumn; rfc: AnyPgColumn },
): SQL =>
  sql`candidate_search_words(${t.names}, ${t.last_name}, ${t.second_name}, ${t.email}, ${t.curp}, ${t.rfc})`;

/** The columns the stored search columns are computed from (read lazily: the table refers to itself). */
const searchSource = () => ({
  names: candidates.names,
  last_name: candidates.last_name,
  second_name: candidates.second_name,
  email: candidates.email,
  curp: candidates.curp,
  rfc: candidates.rfc,
});

/**
 * The candidate database: one pool shared by every user whose routes grant it.
 * Identity numbers (curp, rfc, ssn, employee_code) are unique among non-deleted candidates,
 * compared upper-cased; contact data (email, phone_number) may repeat (docs/domain.md#candidates, duplicates).
 * Text searches use `lower(column)`, phones `phoneDigits(column)`, matching the trigram indexes below.
 */
export const candidates = pgTable(
  'candidates',
  {
    id: id(),
    employee_code: varchar('employee_code', { length: 30 }),
    rfc: varchar('rfc', { length: 13 }),
    ssn: varchar('ssn', { length: 11 }),
    names: varchar('names', { length: 120 }).notNull(),
    last_name: varchar('last_name', { length: 120 }).notNull(),
    second_name: varchar('second_name', { length: 120 }),
    curp: varchar('curp', { length: 18 }),
    email: varchar('email', { length: 254 }),
    /** Digits only. */
    phone_number: varchar('phone_number', { length: 15 }),
    genre: varchar('genre', { length: 10, enum: candidateGenres }),
    recruitment_source: integer('recruitment_source').references(() => catalogs.id),
    scholar_level: integer('scholar_level').references(() => catalogs.id),
    english_level: integer('english_level').references(() => catalogs.id),
    scholar_speciality: varchar('scholar_speciality', { length: 255 }),
    scholar_notes: text('scholar_notes'),
    birthdate: date('birthdate', { mode: 'string' }),
    address: varchar('address', { length: 255 }),
    colony: varchar('colony', { length: 150 }),
    postal_code: varchar('postal_code', { length: 5 }),
    city: varchar('city', { length: 150 }),
    state: varchar('state', { length: 150 }),
    emergency_name: varchar('emergency_name', { length: 255 }),
    /** Digits only. */
    emergency_phone: varchar('emergency_phone', { length: 15 }),
    additional_comments: text('additional_comments'),
    status: varchar('status', { length: 20, enum: candidateStatuses }).notNull().default('Active'),
    /** NULL for public applications. */
    created_by: integer('created_by').references(() => users.id),
    category: integer('category')
      .notNull()
      .references(() => categories.id),
    is_deleted: boolean('is_deleted').notNull().default(false),
    deleted_reason: text('deleted_reason'),
    /** Kept in step with the active BlackList rows by the candidates service. */
    is_black_list: boolean('is_black_list').notNull().default(false),
    /** Original file name of the photo (kept for the spec); the file itself is `photo_path`. */
    photo: varchar('photo', { length: 255 }),
    photo_path: integer('photo_path').references(() => fileRecords.id, { onDelete: 'set null' }),
    last_company: varchar('last_company', { length: 255 }),
    last_position: varchar('last_position', { length: 255 }),
    /** Kept by PostgreSQL (`candidateSearchText`); never written, never read out. */
    search_text: text('search_text').generatedAlwaysAs((): SQL => candidateSearchText(searchSource())),
    /**
     * Kept by PostgreSQL (migration 0031): the words a letter-only search word must start one of
     * (`candidateSearchWords`), each after a space, and every prefix of 3+ letters of them
     * (GIN-indexed); never written, never read out (docs/decisions.md "Name words are matched from
     * their start (issue 28)").
     */
    search_words: text('search_words').generatedAlwaysAs((): SQL => candidateSearchWords(searchSource())),
    search_prefixes: text('search_prefixes')
      .array()
      .generatedAlwaysAs((): SQL => sql`word_prefixes(${candidateSearchWords(searchSource())})`),
    ...stamps,
  },
  (t) => [
    uniqueIndex('candidates_curp_uq')
      .on(sql`upper(${t.curp})`)
      .where(sql`${t.is_deleted} = false and ${t.curp} is not null`),
    uniqueIndex('candidates_rfc_uq')
      .on(sql`upper(${t.rfc})`)
      .where(sql`${t.is_deleted} = false and ${t.rfc} is not null`),
    uniqueIndex('candidates_ssn_uq')
      .on(sql`upper(${t.ssn})`)
      .where(sql`${t.is_deleted} = false and ${t.ssn} is not null`),
    uniqueIndex('candidates_employee_code_uq')
      .on(sql`upper(${t.employee_code})`)
      .where(sql`${t.is_deleted} = false and ${t.employee_code} is not null`),
    index('candidates_names_trgm').using('gin', sql`${candidateNamesSearch(t)} gin_trgm_ops`),
    index('candidates_search_text_trgm').using('gin', sql`${t.search_text} gin_trgm_ops`),
    index('candidates_search_prefixes_gin').using('gin', t.search_prefixes),
    index('candidates_email_trgm').using('gin', sql`lower(${t.email}) gin_trgm_ops`),
    // exact e-mail and phone matches (the candidate import's identity look-ups, docs/decisions.md
    // "Candidate import"): a trigram index answers `=` by scanning every row sharing a common trigram
    index('candidates_email_lower_idx')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.is_deleted} = false and ${t.email} is not null`),
    index('candidates_phone_digits_idx')
      .on(phoneDigits(t.phone_number))
      .where(sql`${t.is_deleted} = false and ${t.phone_number} is not null`),
    // phones are searched by their digits, whatever punctuation a stored value has
    index('candidates_phone_digits_trgm').using('gin', sql`${phoneDigits(t.phone_number)} gin_trgm_ops`),
    index('candidates_curp_trgm').using('gin', sql`lower(${t.curp}) gin_trgm_ops`),
    index('candidates_rfc_trgm').using('gin', sql`lower(${t.rfc}) gin_trgm_ops`),
    index('candidates_category_idx').on(t.category),
    index('candidates_status_idx').on(t.status),
    index('candidates_is_black_list_idx').on(t.is_black_list),
    index('candidates_created_at_idx').on(t.created_at),
    // ordering=last_name (and -last_name read backwards): the list appends `id desc` as the
    // tie-breaker, so the index carries it and one index scan serves the whole ORDER BY; names are
    // ordered in migration 0045's collation (resources/names.ts inReadingOrder)
    index('candidates_last_name_idx').on(sql`${t.last_name} collate rp_names`, t.id.desc().nullsFirst()),
    // and descending (migration 0046): read backwards, the index above gives a surname's rows oldest
    // first, and a common surname's thousands were sorted again
    index('candidates_last_name_desc_idx')
      .on(sql`${t.last_name} collate rp_names desc`, t.id.desc().nullsFirst())
      .where(sql`${t.is_deleted} = false`),
    // the list sorted by a header either way, empty values last both ways, `id desc` breaking ties
    // (migration 0046, docs/decisions.md "A header sorts from an index")
    ...(
      [
        ['curp', t.curp],
        ['phone', t.phone_number],
        ['email', t.email],
        ['birthdate', t.birthdate],
      ] as const
    ).flatMap(([name, column]) =>
      sortIndexes(`candidates_${name}`, column, t.id, { where: sql`${t.is_deleted} = false` }),
    ),
    index('candidates_created_by_idx').on(t.created_by),
    index('candidates_recruitment_source_idx').on(t.recruitment_source),
    index('candidates_scholar_level_idx').on(t.scholar_level),
    index('candidates_english_level_idx').on(t.english_level),
    index('candidates_photo_path_idx').on(t.photo_path),
  ],
);

/** Barred candidates; a candidate is blacklisted while one of its rows is active. */
export const blackList = pgTable(
  'black_list',
  {
    id: id(),
    candidate: integer('candidate')
      .notNull()
      .references(() => candidates.id),
    /** Catalog classification 5 (black-list reasons). */
    reason: integer('reason')
      .notNull()
      .references(() => catalogs.id),
    note: text('note'),
    is_active: boolean('is_active').notNull().default(true),
    starts_at: date('starts_at', { mode: 'string' }).notNull().default(sql`current_date`),
    ends_at: date('ends_at', { mode: 'string' }),
    created_by: integer('created_by').references(() => users.id),
    /** Why the candidate was taken off the list. */
    note_return: text('note_return'),
    ...stamps,
  },
  (t) => [
    index('black_list_candidate_idx').on(t.candidate, t.is_active),
    index('black_list_reason_idx').on(t.reason),
    index('black_list_created_by_idx').on(t.created_by),
    index('black_list_is_active_idx').on(t.is_active),
    index('black_list_created_at_idx').on(t.created_at),
  ],
);
