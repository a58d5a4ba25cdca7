import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEpochFeed, epochListenerName } from '../../db/auth-epoch-feed';
import { queryRows } from '../../db/client';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { makeCompany, makeSignedInUser } from '../../test/factories';
import { statementsOf as statementsOfDatabase } from '../../test/statements';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const companiesSeen = async (token: string) => {
  const res = await t.request({ method: 'POST', url: '/api/check_session/', token });
  return res.statusCode === 200
    ? (res.json() as { user?: { companies: number[] } }).user?.companies
    : res.statusCode;
};
const me = async (token: string) => {
  const res = await t.request({ method: 'GET', url: '/api/companies/?page=1', token });
  return res.statusCode === 200
    ? (res.json() as { data: Array<{ id: number }> }).data.map((c) => c.id)
    : res.statusCode;
};

describe('the signed-in user, cached by the auth epoch (docs/decisions.md)', () => {
  it('keeps a user while nothing it is made of changes, and re-reads it after any change, even in plain SQL', async () => {
    const [first, second] = [await makeCompany(t), await makeCompany(t)];
    const signed = await makeSignedInUser(t, { routes: ['clients-companies'], companies: [first.id] });
    expect(await me(signed.token)).toEqual([first.id]);
    const db = t.database.db;

    // without the trigger (the epoch does not move) the cached user is served: the cache is real
    await db.execute(sql`alter table user_companies disable trigger user_companies_auth_epoch`);
    await db.execute(
      sql`insert into user_companies ("user", company) values (${signed.user.id}, ${second.id})`,
    );
    await db.execute(sql`alter table user_companies enable trigger user_companies_auth_epoch`);
    expect(await me(signed.token)).toEqual([first.id]);

    // any change that raises the epoch is seen by the next request, whichever way it was written
    await db.execute(
      sql`delete from user_companies where "user" = ${signed.user.id} and company = ${first.id}`,
    );
    expect(await me(signed.token)).toEqual([second.id]);
  });

  it('a user disabled or a session revoked in SQL stops at the next request', async () => {
    const signed = await makeSignedInUser(t, { routes: ['clients-companies'] });
    expect(Array.isArray(await companiesSeen(signed.token))).toBe(true);
    await t.database.db.execute(
      sql`update refresh_tokens set revoked_at = now() where "user" = ${signed.user.id}`,
    );
    expect(await companiesSeen(signed.token)).toBe(401);

    const other = await makeSignedInUser(t, { routes: ['clients-companies'] });
    expect(Array.isArray(await companiesSeen(other.token))).toBe(true);
    await t.database.db.execute(sql`update users set is_active = false where id = ${other.user.id}`);
    expect(await companiesSeen(other.token)).toBe(401);
  });

  it("a role's routes changed by an admin apply to its users' next request", async () => {
    const signed = await makeSignedInUser(t, { routes: ['settings-users'] });
    const users = async () =>
      (await t.request({ method: 'GET', url: '/api/users/?page=1', token: signed.token })).statusCode;
    expect(await users()).toBe(200);
    const [role] = await queryRows<{ role: number }>(
      t.database.db,
      sql`select role from user_roles where "user" = ${signed.user.id}`,
    );
    const res = await t.request({
      method: 'PATCH',
      url: `/api/roles/${role?.role}/`,
      token: t.adminToken,
      payload: { routes: ['clients-companies'] },
    });
    expect(res.statusCode).toBe(200);
    expect(await users()).toBe(403);
  });
});

describe('the embedded database reads the auth epoch again only after a write', () => {
  const statementsOf = (run: () => Promise<unknown>) => statementsOfDatabase(t.database, run);
  const readsEpoch = (texts: string[]) => texts.some((text) => text.includes('from auth_epoch'));

  it('skips the epoch while nothing was written, and reads it after any write', async (ctx) => {
    if (t.database.kind !== 'pglite') ctx.skip();
    const company = await makeCompany(t);
    const signed = await makeSignedInUser(t, { routes: ['clients-companies'], companies: [company.id] });
    expect(await me(signed.token)).toEqual([company.id]);
    // a read answers from the epoch read before it: one statement fewer
    expect(readsEpoch(await statementsOf(() => me(signed.token)))).toBe(false);
    // any write, even one that changes nothing of a user, makes the next request read it again
    await t.database.db.execute(sql`update regions set name = name where false`);
    expect(readsEpoch(await statementsOf(() => me(signed.token)))).toBe(true);
    expect(readsEpoch(await statementsOf(() => me(signed.token)))).toBe(false);
    // and a change to the user made meanwhile is seen by its next request
    await t.database.db.execute(sql`update users set is_active = false where id = ${signed.user.id}`);
    expect(await me(signed.token)).toBe(401);
  });
});

describe('PostgreSQL tells the auth epoch (docs/decisions.md "The auth epoch told by the database")', () => {
  const statementsOf = (run: () => Promise<unknown>) => statementsOfDatabase(t.database, run);
  const readsEpoch = (texts: string[]) => texts.some((text) => text.includes('from auth_epoch'));
  /** Asks `check` again every 20 ms until it holds (2 s at most): what a notification brings is not instant. */
  const eventually = async (check: () => Promise<boolean>) => {
    for (let i = 0; i < 100; i += 1) {
      if (await check()) return true;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return false;
  };
  const urlOf = () =>
    (t.database.db as unknown as { $client: { options: { connectionString: string } } }).$client.options
      .connectionString;

  it('skips the epoch while its notifications vouch for it, and reads it after a write of this process', async (ctx) => {
    if (t.database.kind !== 'postgres') ctx.skip();
    const company = await makeCompany(t);
    const signed = await makeSignedInUser(t, { routes: ['clients-companies'], companies: [company.id] });
    expect(await me(signed.token)).toEqual([company.id]);
    // once the listening connection is up, a read answers from the epoch it was told
    expect(await eventually(async () => !readsEpoch(await statementsOf(() => me(signed.token))))).toBe(true);
    // a write of this process (its notification may still be on its way): the next request reads it
    await t.database.db.execute(sql`update regions set name = name where false`);
    expect(readsEpoch(await statementsOf(() => me(signed.token)))).toBe(true);
    expect(readsEpoch(await statementsOf(() => me(signed.token)))).toBe(false);
    // a change to the user written by this process is seen by its very next request
    await t.database.db.execute(sql`update users set is_active = false where id = ${signed.user.id}`);
    expect(await me(signed.token)).toBe(401);
  });

  it('vouches for nothing while its connection is silent (a half-open connection), or after a write', async (ctx) => {
    if (t.database.kind !== 'postgres') ctx.skip();
    let writes = 0;
    const feed = createEpochFeed(urlOf(), () => writes, undefined, { heartbeatMs: 50, silenceMaxMs: 300 });
    const locker = new pg.Client({ connectionString: urlOf() });
    await locker.connect();
    try {
      const learned = async () => {
        const mark = feed.mark();
        const { rows } = await locker.query<{ epoch: string }>('select epoch::text as epoch from auth_epoch');
        feed.learn(rows[0]?.epoch ?? '', mark);
        return feed.current() === rows[0]?.epoch;
      };
      expect(await eventually(learned)).toBe(true);
      // a write of this process ended: the value waits for a read that started after it
      writes += 1;
      expect(feed.current()).toBeUndefined();
      expect(await learned()).toBe(true);
      // its own reads of the counter wait behind a lock: no answer, no notification, no error
      await locker.query('begin');
      await locker.query('lock table auth_epoch in access exclusive mode');
      expect(await eventually(async () => feed.current() === undefined)).toBe(true);
      await locker.query('rollback');
      // answering again, it vouches again
      expect(await eventually(async () => feed.current() !== undefined)).toBe(true);
    } finally {
      await feed.close();
      await locker.end();
    }
  });

  it("another server's change is seen once its notification arrives; a dropped listener reads the epoch again", async (ctx) => {
    if (t.database.kind !== 'postgres') ctx.skip();
    const company = await makeCompany(t);
    const signed = await makeSignedInUser(t, { routes: ['clients-companies'], companies: [company.id] });
    expect(await eventually(async () => !readsEpoch(await statementsOf(() => me(signed.token))))).toBe(true);
    const other = new pg.Client({ connectionString: urlOf() });
    await other.connect();
    try {
      // another process disables the user: this process writes nothing, only the notification tells it
      await other.query('update users set is_active = false where id = $1', [signed.user.id]);
      expect(await eventually(async () => (await me(signed.token)) === 401)).toBe(true);
      await other.query('update users set is_active = true where id = $1', [signed.user.id]);
      expect(await eventually(async () => Array.isArray(await me(signed.token)))).toBe(true);

      // the listening connection ends (a restart, a network cut): notifications may be lost, so every
      // request reads the epoch until it listens again
      await other.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = $1',
        [epochListenerName],
      );
      expect(await eventually(async () => readsEpoch(await statementsOf(() => me(signed.token))))).toBe(true);
      expect(readsEpoch(await statementsOf(() => me(signed.token)))).toBe(true);
      // and listens again (the first retry after half a second)
      expect(await eventually(async () => !readsEpoch(await statementsOf(() => me(signed.token))))).toBe(
        true,
      );
    } finally {
      await other.end();
    }
  });
});
