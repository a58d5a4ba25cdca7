import { and, asc, eq, inArray, like, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { companies, regions, sites, userCompanies } from '../../db/schema/index';

/**
 * The statements of the clients' actions (clients.service.ts holds their rules, order and
 * transactions; docs/architecture.md "Where each kind of code lives"). A `scope` parameter is the
 * caller's data scope condition, none for a superuser (docs/domain.md#data-scope).
 */

/** Reads and locks (`for update`) a company's row within `scope`. */
export async function lockVisibleCompany(db: Executor, id: number, scope: SQL | undefined) {
  const [row] = await db
    .select()
    .from(companies)
    .where(and(eq(companies.id, id), scope))
    .for('update');
  return row;
}

/** Lists every active region, by name. */
export function listActiveRegions(db: Executor) {
  return db
    .selectDistinct({ id: regions.id, name: regions.name, area: regions.area })
    .from(regions)
    .orderBy(asc(regions.name))
    .where(eq(regions.status, true));
}

/** Lists the active regions of the given companies, by name. */
export function listActiveRegionsOfCompanies(db: Executor, companyIds: number[]) {
  return db
    .selectDistinct({ id: regions.id, name: regions.name, area: regions.area })
    .from(regions)
    .orderBy(asc(regions.name))
    .innerJoin(companies, eq(companies.region, regions.id))
    .where(and(eq(regions.status, true), inArray(companies.id, companyIds)));
}

/** Lists the companies within `scope` (only the active ones when `activeOnly`), in priority order. */
export function listAccessCompanies(db: Executor, scope: SQL | undefined, activeOnly: boolean) {
  return db
    .select({
      id: companies.id,
      code: companies.code,
      name_es: companies.name_es,
      name_en: companies.name_en,
      public_name: companies.public_name,
      region: companies.region,
      status: companies.status,
      custom_url: companies.custom_url,
    })
    .from(companies)
    .where(and(scope, activeOnly ? eq(companies.status, true) : undefined))
    .orderBy(asc(companies.priority_order), asc(companies.name_es), asc(companies.id));
}

/** Lists the sites within `scope` (of one company when given), by name. */
export function listAccessSites(db: Executor, scope: SQL | undefined, company: number | undefined) {
  return db
    .select({
      id: sites.id,
      code: sites.code,
      name: sites.name,
      company: sites.company,
      city: sites.city,
      state: sites.state,
      status: sites.status,
    })
    .from(sites)
    .where(and(scope, company === undefined ? undefined : eq(sites.company, company)))
    .orderBy(asc(sites.name), asc(sites.id));
}

/** Updates a company's columns in `values` and its `updated_at`. */
export async function updateCompany(
  db: Executor,
  id: number,
  values: Partial<typeof companies.$inferInsert>,
) {
  await db
    .update(companies)
    .set({ ...values, updated_at: sql`now()` })
    .where(eq(companies.id, id));
}

/** Reads the public columns of the active company whose custom_url is `key` (lowercase). */
export async function findActiveCompanyByUrl(db: Executor, key: string) {
  const [row] = await db
    .select({
      public_name: companies.public_name,
      name_es: companies.name_es,
      name_en: companies.name_en,
      benefits: companies.benefits,
      custom_url: companies.custom_url,
      logo_path: companies.logo_path,
    })
    .from(companies)
    .where(and(eq(companies.custom_url, key), eq(companies.status, true)));
  return row;
}

/** Lists the custom_urls equal to `base` or starting with `prefix`. */
export function listCustomUrlsLike(db: Executor, base: string, prefix: string) {
  return db
    .select({ custom_url: companies.custom_url })
    .from(companies)
    .where(or(eq(companies.custom_url, base), like(companies.custom_url, `${prefix}%`)));
}

/** Inserts a user's link to a company (user_companies): the user works with it. */
export async function insertUserCompany(db: Executor, userId: number, companyId: number) {
  await db.insert(userCompanies).values({ user: userId, company: companyId });
}
