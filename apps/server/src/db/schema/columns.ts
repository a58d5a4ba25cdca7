import { type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, integer, timestamp } from 'drizzle-orm/pg-core';

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
