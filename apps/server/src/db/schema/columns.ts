import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  type ExtraConfigColumn,
  index,
  integer,
  timestamp,
} from 'drizzle-orm/pg-core';

/** Integer identity primary key, as every entity has. */
export const id = () => integer('id').primaryKey().generatedByDefaultAsIdentity();

/** created_at / updated_at stamps; updated_at is set by the resource mechanism on every write. */
export const stamps = {
  created_at: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
};

export const status = (defaultValue = true) => boolean('status').notNull().default(defaultValue);

/**
 * A phone column's digits (`(664) 357-6568` → `6643576568`), the expression phone searches compare
 * and their trigram indexes are built on (docs/decisions.md#phone-search-and-one-curp-rule-issue-26):
 * the same text in the index and the query, so the index serves the search.
 */
export const phoneDigits = (column: AnyPgColumn): SQL => sql`regexp_replace(${column}, '[^0-9]', '', 'g')`;

type Keys = Parameters<ReturnType<typeof index>['on']>;

/**
 * The two indexes of a list sorted by `column` either way (docs/decisions.md "A header sorts from an
 * index"): `(…lead, column, id desc)` and `(…lead, column desc, id desc)`, empty values last both
 * ways, named `<prefix>_sort_idx` and `<prefix>_sort_desc_idx`, partial on `where` when given.
 */
export function sortIndexes(
  prefix: string,
  column: ExtraConfigColumn,
  id: ExtraConfigColumn,
  opts: { lead?: ExtraConfigColumn[]; where?: SQL } = {},
) {
  const tie = id.desc().nullsFirst();
  // the index's keys: the leading columns, the sorted one, the tie-breaker
  const keys = (sorted: Keys[0]): Keys => {
    const [head, ...tail] = [...(opts.lead ?? []), sorted, tie];
    return [head ?? sorted, ...tail];
  };
  const ascending = index(`${prefix}_sort_idx`).on(...keys(column));
  const descending = index(`${prefix}_sort_desc_idx`).on(
    ...keys(column.notNull ? column.desc() : column.desc().nullsLast()),
  );
  return opts.where ? [ascending.where(opts.where), descending.where(opts.where)] : [ascending, descending];
}
