import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import type { ComputedField } from './types';

/**
 * A user's display name, "first_name last_name" with empty parts left out, else the username, over
 * the user row named `table` (a table or alias of `users`): the SQL twin of `userDisplayName` in
 * packages/contract/src/rules/names.ts, which a test checks it agrees with.
 */
export function userDisplayNameSql(table = 'users'): SQL<string> {
  const part = (column: string) => sql`nullif(${qualified(table, column)}, '')`;
  return sql<string>`coalesce(nullif(concat_ws(' ', ${part('first_name')}, ${part('last_name')}), ''), ${qualified(table, 'username')})`;
}

/**
 * A user's display name (`userDisplayNameSql`) for a user id expression, as a scalar subquery: read
 * shapes carry the names so no screen needs to read `users/` (settings only).
 * Pass the column written with its table (`sql.identifier`) when the outer table has a `user` column.
 */
export function userNameOf(idExpr: SQL): SQL<string | null> {
  return sql<string | null>`(select ${userDisplayNameSql('u')} from users u where u.id = ${idExpr})`;
}

/**
 * A record's name in `lang`: in English `en` unless it is null or empty, else `es`. The SQL twin of
 * `localizedName` in packages/contract/src/rules/names.ts, which a test checks it agrees with.
 */
export function localizedNameSql(lang: string, es: SQL | AnyColumn, en: SQL | AnyColumn): SQL<string> {
  return lang === 'en' ? sql<string>`coalesce(nullif(${en}, ''), ${es})` : sql<string>`${es}`;
}

/**
 * A name in the order people read it (docs/decisions.md "Names in the order people read them"):
 * migration 0045's collation `rp_names` (ICU's Spanish: "Álvarez" beside "alvarez", before "Bueno";
 * "Muñoz" before "Murillo"), where the database's own byte order puts every accented or lower-case
 * initial after "Zapata".
 */
export const inReadingOrder = (expr: SQL | AnyColumn): SQL => sql`${expr} collate rp_names`;

/**
 * Whether a list's field holds a name people read (`name`, `name_es`, `names`, `last_name`,
 * `company_name`, `position_name_en` …): a list ordered by it orders by `inReadingOrder`. Codes, CURPs, e-mails and
 * the like keep the byte order (their indexes serve their prefix searches in it).
 */
export const isNameField = (key: string): boolean => /(^|_)names?(_es|_en)?$/.test(key);

/** `"table"."column"`: drizzle renders a column of a one-table select unqualified. */
export const qualified = (table: string, column: string): SQL =>
  sql`${sql.identifier(table)}.${sql.identifier(column)}`;

/**
 * A candidate's full name, "last_name second_name names" with empty parts left out
 * (docs/domain.md#candidates), over the candidate row named `table` (a table or alias of
 * `candidates`): the SQL twin of `candidateFullName` in packages/contract/src/rules/candidate.ts,
 * which a test checks it agrees with.
 */
export function candidateFullNameSql(table = 'candidates'): SQL<string> {
  const part = (column: string) => sql`nullif(${qualified(table, column)}, '')`;
  return sql<string>`concat_ws(' ', ${part('last_name')}, ${part('second_name')}, ${part('names')})`;
}

/** A candidate's full name (`candidateFullNameSql`) for a candidate id expression, as a scalar subquery. */
export function candidateNameOf(idExpr: SQL): SQL<string> {
  return sql<string>`(select ${candidateFullNameSql('c')} from candidates c where c.id = ${idExpr})`;
}

/** One column of the row an id points at (a primary-key lookup), as a derived field. */
export const lookup = (
  table: string,
  column: string,
  id: SQL,
  type: ComputedField['type'] = 'string',
): ComputedField => ({
  sql: sql`(select x.${sql.identifier(column)} from ${sql.identifier(table)} x where x.id = ${id})`,
  type,
});
