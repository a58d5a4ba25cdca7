import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * A status set of the contract (`openFollowUpStatuses`, `openRequirementStatuses`,
 * `openVacancyStatuses` …) as a SQL list: the rule is written once, in the contract, and every
 * query reads it from there (a hygiene test refuses status literals in SQL). The values are
 * written as literals, not parameters, so the planner still matches them against partial indexes
 * and statistics as it did the hand-written lists; they come from a closed set of words.
 */
function literals(values: readonly string[]): SQL {
  for (const value of values)
    if (!/^[A-Za-z]+$/.test(value)) throw new Error(`not a status word: ${JSON.stringify(value)}`);
  return sql.raw(values.map((value) => `'${value}'`).join(', '));
}

/** `expr in ('A', 'B')` for a status set of the contract. */
export const inList = (expr: SQL | AnyPgColumn, values: readonly string[]): SQL =>
  sql`${expr} in (${literals(values)})`;

/** `expr not in ('A', 'B')` for a status set of the contract. */
export const notInList = (expr: SQL | AnyPgColumn, values: readonly string[]): SQL =>
  sql`${expr} not in (${literals(values)})`;

/**
 * `column = false` with the literal, not a parameter: the lists' partial indexes
 * (`candidates_newest_idx … where is_deleted = false`) serve a prepared statement's generic plan
 * only when the condition is written as their predicate is (docs/decisions.md "The embedded database
 * keeps its statements prepared (issue 28)").
 */
export const notDeleted = (column: AnyPgColumn): SQL => sql`${column} = false`;
