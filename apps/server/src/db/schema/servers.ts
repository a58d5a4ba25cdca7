import { serverEngines } from '@rp/contract/entities/server';
import { index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { id, stamps, status } from './columns';

/** A client's payroll database reached for dashboards (docs/decisions.md, Security: stored secrets). */
export const servers = pgTable(
  'servers',
  {
    id: id(),
    name: varchar('name', { length: 150 }).notNull(),
    engine: text('engine', { enum: serverEngines }).notNull().default('mssql'),
    instance: varchar('instance', { length: 255 }).notNull(),
    /** null: the engine's default port (5432, 3306, 1433). */
    port: integer('port'),
    database: varchar('database', { length: 128 }).notNull(),
    username: varchar('username', { length: 128 }).notNull(),
    /** Encrypted at rest; write-only. */
    password: text('password').notNull(),
    status: status(),
    ...stamps,
    last_sync: timestamp('last_sync', { withTimezone: true, mode: 'string' }),
  },
  (t) => [index('servers_name_idx').on(t.name)],
);

export const queries = pgTable(
  'queries',
  {
    id: id(),
    server: integer('server')
      .notNull()
      .references(() => servers.id, { onDelete: 'cascade' }),
    description: varchar('description', { length: 255 }).notNull(),
    sql: text('sql').notNull(),
    endpoint: varchar('endpoint', { length: 60 }).notNull(),
    /** The statement is cancelled after this many seconds. */
    timeout_seconds: integer('timeout_seconds').notNull().default(10),
    /** At most this many rows are read; the answer says when there were more (truncated). */
    row_cap: integer('row_cap').notNull().default(10000),
    status: status(),
    ...stamps,
  },
  (t) => [uniqueIndex('queries_endpoint_key').on(t.endpoint), index('queries_server_idx').on(t.server)],
);
