import { boolean, integer, timestamp } from 'drizzle-orm/pg-core';

/** Integer identity primary key, as every entity has. */
export const id = () => integer('id').primaryKey().generatedByDefaultAsIdentity();

/** created_at / updated_at stamps; updated_at is set by the resource mechanism on every write. */
export const stamps = {
  created_at: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
};

export const status = (defaultValue = true) => boolean('status').notNull().default(defaultValue);
