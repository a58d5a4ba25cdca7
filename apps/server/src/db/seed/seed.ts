import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import { generatePassword, hashPassword } from '../../lib/password';
import type { Executor } from '../client';
import { startupLockKey } from '../migrate';
import {
  catalogs,
  categories,
  cities,
  clasifications,
  countries,
  permissions,
  roles,
  states,
  users,
  vacancyCandidateStatus,
  vacancyStatus,
} from '../schema/index';
import {
  catalogSeed,
  categorySeed,
  clasificationSeed,
  vacancyCandidateStatusSeed,
  vacancyStatusSeed,
} from './data/catalogs';
import { citySeed, countrySeed, stateSeed } from './data/geography';
import { permissionSeed, type RoleSeed, roleSeed } from './data/roles';

/** Inserts the rows whose key is not there yet (never overwrites what users changed). */
async function insertMissing<T extends Record<string, unknown>>(
  existingKeys: Set<string>,
  rows: readonly T[],
  keyOf: (row: T) => string,
  insert: (rows: T[]) => Promise<unknown>,
): Promise<number> {
  const missing = rows.filter((row) => !existingKeys.has(keyOf(row)));
  if (missing.length) await insert(missing);
  return missing.length;
}

/**
 * Reference data (docs/domain.md#formats-and-constants), run on every start: catalogs, categories, statuses,
 * geography, roles, permissions and the first superuser. Returns the generated password, if any.
 */
export async function seed(db: Executor, config: Pick<Config, 'adminUsername' | 'adminPassword'>) {
  return db.transaction(async (tx) => {
    // processes starting together seed one after the other; the later ones find the rows there
    // (docs/operations.md, "Several processes")
    await tx.execute(sql`select pg_advisory_xact_lock(${startupLockKey}::bigint)`);
    const keys = async (query: Promise<Array<{ k: unknown }>>) =>
      new Set((await query).map((r) => String(r.k)));

    // clasification ids are the spec's (1–9): insert with explicit ids, then move the identity past them
    await insertMissing(
      await keys(tx.select({ k: clasifications.id }).from(clasifications)),
      clasificationSeed,
      (r) => String(r.id),
      (rows) => tx.insert(clasifications).values(rows.map((r) => ({ id: r.id, name: r.name }))),
    );
    await tx.execute(
      sql`select setval(pg_get_serial_sequence('clasifications', 'id'), greatest((select max(id) from clasifications), 1))`,
    );
    await insertMissing(
      await keys(tx.select({ k: sql`${catalogs.clas_id} || ':' || ${catalogs.code}` }).from(catalogs)),
      catalogSeed,
      (r) => `${r.clas_id}:${r.code}`,
      (rows) => tx.insert(catalogs).values(rows.map((r) => ({ ...r }))),
    );
    await insertMissing(
      await keys(tx.select({ k: categories.code }).from(categories)),
      categorySeed,
      (r) => r.code,
      (rows) => tx.insert(categories).values(rows.map((r) => ({ ...r }))),
    );
    await insertMissing(
      await keys(tx.select({ k: vacancyStatus.name }).from(vacancyStatus)),
      vacancyStatusSeed,
      (r) => r.name,
      (rows) => tx.insert(vacancyStatus).values(rows.map((r) => ({ ...r }))),
    );
    await insertMissing(
      await keys(tx.select({ k: vacancyCandidateStatus.name }).from(vacancyCandidateStatus)),
      vacancyCandidateStatusSeed,
      (r) => r.name,
      (rows) => tx.insert(vacancyCandidateStatus).values(rows.map((r) => ({ ...r }))),
    );
    await insertMissing(
      await keys(tx.select({ k: countries.code }).from(countries)),
      countrySeed,
      (r) => r.code,
      (rows) => tx.insert(countries).values(rows.map((r) => ({ ...r }))),
    );
    const [mexico] = await tx.select({ id: countries.id }).from(countries).where(eq(countries.code, 'MX'));
    await insertMissing(
      await keys(tx.select({ k: states.code }).from(states)),
      stateSeed,
      (r) => r.code,
      (rows) => tx.insert(states).values(rows.map((r) => ({ ...r, nation: mexico?.id ?? null }))),
    );
    await insertMissing(
      await keys(tx.select({ k: sql`${cities.state_code} || ':' || ${cities.name}` }).from(cities)),
      citySeed,
      (r) => `${r.state_code}:${r.name}`,
      (rows) => tx.insert(cities).values(rows.map((r) => ({ ...r }))),
    );
    // seeded cities from before cities had coordinates get them once; coordinates someone saved stay
    const unplaced = await keys(
      tx
        .select({ k: sql`${cities.state_code} || ':' || ${cities.name}` })
        .from(cities)
        .where(isNull(cities.latitute)),
    );
    for (const r of citySeed.filter((row) => unplaced.has(`${row.state_code}:${row.name}`))) {
      await tx
        .update(cities)
        .set({ latitute: r.latitute, longitude: r.longitude })
        .where(and(eq(cities.state_code, r.state_code), eq(cities.name, r.name), isNull(cities.latitute)));
    }
    await insertMissing(
      await keys(tx.select({ k: roles.short }).from(roles)),
      roleSeed as readonly RoleSeed[],
      (r) => r.short,
      (rows) =>
        tx.insert(roles).values(
          rows.map((r) => ({
            name: r.name,
            short: r.short,
            routes: [...r.routes],
            routes_label: r.routes_label ? { ...r.routes_label } : null,
            permissions: [...r.permissions],
          })),
        ),
    );
    // roles from before roles had permissions (NULL = never set) get the seeded list once; a list an
    // administrator saved, even an empty one, is never overwritten
    for (const r of roleSeed as readonly RoleSeed[]) {
      await tx
        .update(roles)
        .set({ permissions: [...r.permissions] })
        .where(and(eq(roles.short, r.short), isNull(roles.permissions)));
    }
    await insertMissing(
      await keys(tx.select({ k: permissions.short }).from(permissions)),
      permissionSeed,
      (r) => r.short,
      (rows) => tx.insert(permissions).values(rows.map((r) => ({ ...r }))),
    );

    // the first superuser, only while no superuser exists
    const [anySuperuser] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.is_superuser, true))
      .limit(1);
    if (anySuperuser) return { generatedPassword: undefined, createdSuperuser: false };
    const password = config.adminPassword ?? generatePassword();
    await tx.insert(users).values({
      username: config.adminUsername,
      password: await hashPassword(password),
      first_name: 'Admin',
      last_name: 'Recruitment',
      email: null,
      is_superuser: true,
      is_staff: true,
    });
    return { generatedPassword: config.adminPassword ? undefined : password, createdSuperuser: true };
  });
}
