import { index, integer, numeric, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { id, stamps } from './columns';

export const countries = pgTable(
  'countries',
  {
    id: id(),
    name: varchar('name', { length: 150 }).notNull(),
    /** ISO 3166-1 alpha-2. */
    code: varchar('code', { length: 2 }).notNull(),
    telephone_code: varchar('telephone_code', { length: 10 }),
    ...stamps,
  },
  (t) => [uniqueIndex('countries_code_key').on(t.code), index('countries_name_idx').on(t.name)],
);

export const states = pgTable(
  'states',
  {
    id: id(),
    name: varchar('name', { length: 150 }).notNull(),
    code: varchar('code', { length: 30 }),
    nation: integer('nation').references(() => countries.id),
    ...stamps,
  },
  (t) => [index('states_nation_idx').on(t.nation), index('states_name_idx').on(t.name)],
);

export const cities = pgTable(
  'cities',
  {
    id: id(),
    name: varchar('name', { length: 150 }).notNull(),
    state_code: varchar('state_code', { length: 30 }),
    state_name: varchar('state_name', { length: 150 }),
    /** The city's centre, where the site map centres and puts a new site's pin (docs/domain.md#site-map). */
    latitute: numeric('latitute', { precision: 10, scale: 7, mode: 'number' }),
    longitude: numeric('longitude', { precision: 10, scale: 7, mode: 'number' }),
    ...stamps,
  },
  (t) => [index('cities_name_idx').on(t.name), index('cities_state_code_idx').on(t.state_code)],
);
