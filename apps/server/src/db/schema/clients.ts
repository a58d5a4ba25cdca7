import type { Rotation } from '@rp/contract/entities/company';
import type { TargetValues } from '@rp/contract/entities/target';
import { index, integer, jsonb, numeric, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { id, stamps, status } from './columns';
import { fileRecords } from './files';
import { categories, regions } from './settings';

const fileRef = (name: string) => integer(name).references(() => fileRecords.id, { onDelete: 'set null' });

export const companies = pgTable(
  'companies',
  {
    id: id(),
    code: varchar('code', { length: 30 }).notNull(),
    name_es: varchar('name_es', { length: 150 }).notNull(),
    name_en: varchar('name_en', { length: 150 }),
    public_name: varchar('public_name', { length: 150 }),
    status: status(),
    rfc: varchar('rfc', { length: 13 }),
    human_resources: varchar('human_resources', { length: 150 }),
    contact: varchar('contact', { length: 150 }),
    email: varchar('email', { length: 254 }),
    region: integer('region')
      .notNull()
      .references(() => regions.id),
    address: text('address'),
    profile: text('profile'),
    profile_path: fileRef('profile_path'),
    benefits: text('benefits'),
    benefits_path: fileRef('benefits_path'),
    routes: text('routes'),
    routes_path: fileRef('routes_path'),
    /** The company's logo (an image FileRecord), shown on its public pages. */
    logo_path: fileRef('logo_path'),
    rotation: numeric('rotation', { precision: 5, scale: 2, mode: 'number' }),
    rotations: jsonb('rotations').$type<Rotation[]>().notNull().default([]),
    custom_url: varchar('custom_url', { length: 60 }),
    priority_order: integer('priority_order'),
    ...stamps,
  },
  (t) => [
    uniqueIndex('companies_code_key').on(t.code),
    uniqueIndex('companies_custom_url_key').on(t.custom_url),
    index('companies_region_idx').on(t.region),
    index('companies_name_es_idx').on(t.name_es),
  ],
);

export const sites = pgTable(
  'sites',
  {
    id: id(),
    code: varchar('code', { length: 30 }),
    name: varchar('name', { length: 150 }).notNull(),
    contact_name: varchar('contact_name', { length: 150 }),
    company: integer('company')
      .notNull()
      .references(() => companies.id),
    status: status(),
    colony: varchar('colony', { length: 150 }),
    street: varchar('street', { length: 150 }),
    no_internal: varchar('no_internal', { length: 20 }),
    no_external: varchar('no_external', { length: 20 }),
    cp: varchar('cp', { length: 10 }),
    city: varchar('city', { length: 150 }),
    state: varchar('state', { length: 150 }),
    country: varchar('country', { length: 150 }),
    telephone_code: varchar('telephone_code', { length: 10 }).notNull().default('+52'),
    telephone: varchar('telephone', { length: 20 }),
    longitude: numeric('longitude', { precision: 10, scale: 7, mode: 'number' }),
    latitute: numeric('latitute', { precision: 10, scale: 7, mode: 'number' }),
    ...stamps,
  },
  (t) => [index('sites_company_idx').on(t.company), index('sites_name_idx').on(t.name)],
);

export const targets = pgTable(
  'targets',
  {
    id: id(),
    category: integer('category')
      .notNull()
      .references(() => categories.id),
    company: integer('company')
      .notNull()
      .references(() => companies.id),
    values: jsonb('values').$type<TargetValues>().notNull(),
    ...stamps,
  },
  (t) => [index('targets_company_idx').on(t.company)],
);
