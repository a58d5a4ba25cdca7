import { type SQL, sql } from 'drizzle-orm';

/**
 * A user's display name (first and last name, else the username) for a user id expression, as a
 * scalar subquery: read shapes carry the names so no screen needs to read `users/` (settings only).
 * Pass the column written with its table (`sql.identifier`) when the outer table has a `user` column.
 */
export function userNameOf(idExpr: SQL): SQL {
  return sql`(select coalesce(nullif(concat_ws(' ', u.first_name, u.last_name), ''), u.username) from users u where u.id = ${idExpr})`;
}

/** `"table"."column"`: drizzle renders a column of a one-table select unqualified. */
export const qualified = (table: string, column: string): SQL =>
  sql`${sql.identifier(table)}.${sql.identifier(column)}`;

/** A candidate's full name (names, last name, second name) for a candidate id expression. */
export function candidateNameOf(idExpr: SQL): SQL {
  return sql`(select concat_ws(' ', c.names, c.last_name, c.second_name) from candidates c where c.id = ${idExpr})`;
}
