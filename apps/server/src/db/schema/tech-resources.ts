import { boolean, integer, jsonb, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { id, stamps } from './columns';

export const techResources = pgTable(
  'tech_resources',
  {
    id: id(),
    /** vacancies.id; no Drizzle reference (vacancies.ts is owned elsewhere), the index serves the lookups. */
    vacancy: integer('vacancy').notNull(),
    computer: boolean('computer').notNull().default(false),
    line: boolean('line').notNull().default(false),
    extension: boolean('extension').notNull().default(false),
    software: jsonb('software').$type<string[]>().notNull().default([]),
    other_software: text('other_software'),
    access_card: boolean('access_card').notNull().default(false),
    printer: boolean('printer').notNull().default(false),
    drive: boolean('drive').notNull().default(false),
    systems: jsonb('systems').$type<string[]>().notNull().default([]),
    profile_one: varchar('profile_one', { length: 150 }),
    profile_two: varchar('profile_two', { length: 150 }),
    notes: text('notes'),
    ...stamps,
  },
  // one row per vacancy (docs/decisions.md#administrative-process-issue-13)
  (t) => [uniqueIndex('tech_resources_vacancy_uq').on(t.vacancy)],
);
