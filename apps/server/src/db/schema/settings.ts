import { menuLayouts, userLanguages } from '@rp/contract/entities/user';
import { vacancyTypes } from '@rp/contract/enums';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { companies, sites } from './clients';
import { id, stamps, status } from './columns';

export const regions = pgTable(
  'regions',
  {
    id: id(),
    name: varchar('name', { length: 120 }).notNull(),
    area: varchar('area', { length: 120 }),
    status: boolean('status').notNull().default(true),
    ...stamps,
  },
  (t) => [index('regions_name_idx').on(t.name)],
);

export const users = pgTable(
  'users',
  {
    id: id(),
    username: varchar('username', { length: 150 }).notNull(),
    first_name: varchar('first_name', { length: 150 }).notNull(),
    last_name: varchar('last_name', { length: 150 }).notNull(),
    /** scrypt hash; write-only. */
    password: varchar('password', { length: 255 }).notNull(),
    email: varchar('email', { length: 254 }),
    is_superuser: boolean('is_superuser').notNull().default(false),
    is_staff: boolean('is_staff').notNull().default(false),
    is_active: boolean('is_active').notNull().default(true),
    last_login: timestamp('last_login', { withTimezone: true, mode: 'string' }),
    date_joined: timestamp('date_joined', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    lang: varchar('lang', { length: 2, enum: userLanguages }).notNull().default('es'),
    menu_layout: varchar('menu_layout', { length: 12, enum: menuLayouts }).notNull().default('side'),
    /** Raised by a password change, reset, deactivation or reactivation: older access tokens stop working. */
    session_version: integer('session_version').notNull().default(0),
    ...stamps,
  },
  (t) => [
    uniqueIndex('users_username_key').on(t.username),
    index('users_last_name_idx').on(t.last_name, t.first_name),
    index('users_email_idx').on(t.email),
  ],
);

export const roles = pgTable(
  'roles',
  {
    id: id(),
    name: varchar('name', { length: 150 }).notNull(),
    short: varchar('short', { length: 30 }).notNull(),
    status: status(),
    routes: jsonb('routes').$type<string[]>().notNull().default([]),
    routes_label: jsonb('routes_label').$type<Record<string, string>>(),
    /**
     * Permission short codes the role grants (docs/domain.md#data-scope). NULL = never set: the seed fills it for
     * the seeded roles once, and never overwrites a list an administrator saved (even an empty one).
     */
    permissions: jsonb('permissions').$type<string[]>(),
    ...stamps,
  },
  (t) => [uniqueIndex('roles_short_key').on(t.short), index('roles_name_idx').on(t.name)],
);

export const permissions = pgTable(
  'permissions',
  {
    id: id(),
    name: varchar('name', { length: 150 }).notNull(),
    short: varchar('short', { length: 30 }).notNull(),
    status: status(),
    ...stamps,
  },
  (t) => [uniqueIndex('permissions_short_key').on(t.short), index('permissions_name_idx').on(t.name)],
);

const joinedAt = () => timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow();
const userRef = () =>
  integer('user')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const userRoles = pgTable(
  'user_roles',
  {
    user: userRef(),
    role: integer('role')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    created_at: joinedAt(),
  },
  (t) => [primaryKey({ columns: [t.user, t.role] }), index('user_roles_role_idx').on(t.role)],
);

export const userPermissions = pgTable(
  'user_permissions',
  {
    user: userRef(),
    permission: integer('permission')
      .notNull()
      .references(() => permissions.id, { onDelete: 'cascade' }),
    created_at: joinedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.user, t.permission] }),
    index('user_permissions_permission_idx').on(t.permission),
  ],
);

export const userCompanies = pgTable(
  'user_companies',
  {
    user: userRef(),
    company: integer('company')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    created_at: joinedAt(),
  },
  (t) => [primaryKey({ columns: [t.user, t.company] }), index('user_companies_company_idx').on(t.company)],
);

export const userSites = pgTable(
  'user_sites',
  {
    user: userRef(),
    site: integer('site')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    created_at: joinedAt(),
  },
  (t) => [primaryKey({ columns: [t.user, t.site] }), index('user_sites_site_idx').on(t.site)],
);

export const categories = pgTable(
  'categories',
  {
    id: id(),
    code: varchar('code', { length: 30 }).notNull(),
    description: varchar('description', { length: 255 }).notNull(),
    status: status(),
    ...stamps,
  },
  (t) => [uniqueIndex('categories_code_key').on(t.code)],
);

export const clasifications = pgTable('clasifications', {
  id: id(),
  name: varchar('name', { length: 150 }).notNull(),
  ...stamps,
});

export const catalogs = pgTable(
  'catalogs',
  {
    id: id(),
    code: varchar('code', { length: 30 }).notNull(),
    name: varchar('name', { length: 150 }).notNull(),
    name_en: varchar('name_en', { length: 150 }),
    description: text('description'),
    status: status(),
    clas_id: integer('clas_id')
      .notNull()
      .references(() => clasifications.id),
    ...stamps,
  },
  (t) => [
    uniqueIndex('catalogs_clas_id_code_key').on(t.clas_id, t.code),
    index('catalogs_clas_id_name_idx').on(t.clas_id, t.name),
  ],
);

export const departments = pgTable(
  'departments',
  {
    id: id(),
    code: varchar('code', { length: 30 }).notNull(),
    name_es: varchar('name_es', { length: 150 }).notNull(),
    name_en: varchar('name_en', { length: 150 }),
    text: text('text'),
    sub_cta: varchar('sub_cta', { length: 30 }),
    public_name: varchar('public_name', { length: 150 }),
    status: status(),
    ...stamps,
  },
  (t) => [index('departments_code_idx').on(t.code), index('departments_name_es_idx').on(t.name_es)],
);

export const positions = pgTable(
  'positions',
  {
    id: id(),
    name_es: varchar('name_es', { length: 150 }).notNull(),
    name_en: varchar('name_en', { length: 150 }),
    /** NULL: shared by every company. */
    company: integer('company').references(() => companies.id),
    status: status(),
    ...stamps,
  },
  (t) => [index('positions_company_idx').on(t.company), index('positions_name_es_idx').on(t.name_es)],
);

export const defaultApprovals = pgTable(
  'default_approvals',
  {
    id: id(),
    full_name: varchar('full_name', { length: 150 }).notNull(),
    title: varchar('title', { length: 150 }),
    email: varchar('email', { length: 254 }).notNull(),
    approval_type: text('approval_type', { enum: vacancyTypes }).notNull().default('shelter'),
    sort_item: integer('sort_item').notNull().default(1),
    send_email: boolean('send_email').notNull().default(true),
    region: integer('region')
      .notNull()
      .references(() => regions.id),
    ...stamps,
  },
  (t) => [index('default_approvals_region_type_idx').on(t.region, t.approval_type, t.sort_item)],
);
