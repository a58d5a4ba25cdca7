import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import mysql from 'mysql2/promise';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { type ApiRow, type Body, post } from '../../test/factories';

/**
 * Payroll databases against real engines (docs/domain.md#dashboards): the local PostgreSQL
 * (127.0.0.1:5432, postgres, trust) and MariaDB (127.0.0.1:3306, root without password, database
 * `test`), both started by .ci/run before the tests. Each run makes its own scratch database,
 * table and user and drops them.
 */

const suffix = randomBytes(4).toString('hex');
const pgDb = `rp_payroll_${suffix}`;
const myTable = `rp_payroll_${suffix}`;
const myUser = `rp_payroll_${suffix}`;
/** The secret every check looks for in responses and in the log. */
const pgPassword = `Pg-Secret-${suffix}`;
const myPassword = `My-Secret-${suffix}`;

const pgAdminUrl = 'postgres://postgres@127.0.0.1:5432/postgres';
const myAdmin = { host: '127.0.0.1', port: 3306, user: 'root', password: '', database: 'test' };

let t: TestApp;
let log = '';
/** Every response body of this file, to check that no password ever leaves. */
const bodies: string[] = [];

async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Body) {
  const res = await t.request({ method, url, payload, token: t.adminToken });
  bodies.push(res.body);
  return res;
}

async function create(url: string, body: Body): Promise<ApiRow> {
  const row = await post(t, url, body);
  bodies.push(JSON.stringify(row));
  return row;
}

let pgServer: ApiRow;
let myServer: ApiRow;

beforeAll(async () => {
  const admin = new pg.Client({ connectionString: pgAdminUrl });
  await admin.connect();
  await admin.query(`create database "${pgDb}"`);
  await admin.end();
  const scratch = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:5432/${pgDb}` });
  await scratch.connect();
  await scratch.query(`
    create table employees (id serial primary key, company int not null, dept text not null, hired_on date not null, left_on date);
    insert into employees (company, dept, hired_on, left_on) values
      (1, 'Producción', '2026-01-05', null), (1, 'Producción', '2026-01-20', '2026-02-10'),
      (1, 'Calidad', '2026-02-03', null), (2, 'Producción', '2026-02-15', null),
      (2, 'Almacén', '2026-02-16', '2026-02-28');
    create sequence payroll_seq;`);
  await scratch.end();

  const my = await mysql.createConnection(myAdmin);
  await my.query(
    `create table ${myTable} (id int auto_increment primary key, company int not null, dept varchar(60) not null, hired_on date not null, left_on date null)`,
  );
  const values = Array.from({ length: 30 }, (_, i) => [
    i % 2 === 0 ? 1 : 2,
    i % 3 === 0 ? 'Producción' : 'Calidad',
    `2026-0${1 + (i % 3)}-1${i % 10}`,
    i % 5 === 0 ? `2026-0${1 + (i % 3)}-2${i % 10}` : null,
  ]);
  await my.query(`insert into ${myTable} (company, dept, hired_on, left_on) values ?`, [values]);
  await my.query(`create user '${myUser}'@'%' identified by '${myPassword}'`);
  await my.query(`grant select on test.${myTable} to '${myUser}'@'%'`);
  await my.end();

  const stream = new Writable({
    write(chunk, _encoding, done) {
      log += String(chunk);
      done();
    },
  });
  t = await buildTestApp({}, { logStream: stream });
  pgServer = await create('/api/servers/', {
    name: 'Nómina PostgreSQL',
    engine: 'postgres',
    instance: '127.0.0.1',
    port: 5432,
    database: pgDb,
    username: 'postgres',
    password: pgPassword,
  });
  myServer = await create('/api/servers/', {
    name: 'Nómina MariaDB',
    engine: 'mysql',
    instance: '127.0.0.1',
    database: 'test',
    username: myUser,
    password: myPassword,
  });
}, 60_000);

afterAll(async () => {
  await t?.close();
  const admin = new pg.Client({ connectionString: pgAdminUrl });
  await admin.connect();
  await admin.query(`drop database if exists "${pgDb}" with (force)`);
  await admin.end();
  const my = await mysql.createConnection(myAdmin);
  await my.query(`drop table if exists ${myTable}`);
  await my.query(`drop user if exists '${myUser}'@'%'`);
  await my.end();
  // nothing this file did may have left a password in a response or in the log
  for (const body of bodies) {
    expect(body).not.toContain(pgPassword);
    expect(body).not.toContain(myPassword);
  }
  expect(log.length).toBeGreaterThan(0);
  expect(log).not.toContain(pgPassword);
  expect(log).not.toContain(myPassword);
});

const makeQuery = (body: Body) =>
  create('/api/queries/', {
    description: 'Consulta',
    endpoint: `q_${randomBytes(3).toString('hex')}`,
    ...body,
  });

const run = (id: number, params?: Record<string, unknown>) =>
  call('POST', '/api/queries/run/', { id, params });

describe('servers', () => {
  it('stores the password encrypted and never returns it; the port is optional', async () => {
    expect(pgServer).not.toHaveProperty('password');
    expect(myServer.port).toBeNull();
    // the table as it is, not through the API
    const [stored] = await queryRows<{ password: string }>(
      t.database.db,
      sql`select password from servers where id = ${pgServer.id}`,
    );
    expect(stored?.password.startsWith('v2:')).toBe(true);
    expect(stored?.password).not.toContain(pgPassword);
    const list = await call('GET', '/api/servers/');
    expect(list.statusCode).toBe(200);
    const rows: ApiRow[] = Array.isArray(list.json()) ? list.json() : list.json().data;
    expect(rows.length).toBeGreaterThanOrEqual(2);
    for (const row of rows) expect(row).not.toHaveProperty('password');
    const shown = await call('GET', `/api/servers/${myServer.id}/`);
    expect(Object.keys(shown.json())).not.toContain('password');
  });

  it('tests the connection on PostgreSQL and MariaDB (a real sign-in with the stored password)', async () => {
    for (const server of [pgServer, myServer]) {
      const res = await call('POST', '/api/servers/test_connection/', { id: server.id });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ ok: true, message: null });
      expect(res.json().ms).toBeGreaterThanOrEqual(0);
    }
  });

  it('an empty password on edit keeps the stored one; a wrong one fails the test without a 500', async () => {
    const keep = await call('PUT', `/api/servers/${myServer.id}/`, { name: 'Nómina MariaDB', password: '' });
    expect(keep.statusCode).toBe(200);
    expect((await call('POST', '/api/servers/test_connection/', { id: myServer.id })).json().ok).toBe(true);

    const wrong = await create('/api/servers/', {
      name: 'MariaDB con otra contraseña',
      engine: 'mysql',
      instance: '127.0.0.1',
      database: 'test',
      username: myUser,
      password: `${myPassword}-wrong`,
    });
    const res = await call('POST', '/api/servers/test_connection/', { id: wrong.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().ok).toBe(false);
    expect(res.json().message).toMatch(/Access denied/);
    expect(res.json().message).not.toContain(myPassword);
  });

  it('an unreachable server answers ok false with the driver message, never a 500', async () => {
    for (const engine of ['postgres', 'mysql', 'mssql'] as const) {
      const server = await create('/api/servers/', {
        name: `Caído ${engine}`,
        engine,
        instance: '127.0.0.1',
        port: 1,
        database: 'nada',
        username: 'nadie',
        password: pgPassword,
      });
      const res = await call('POST', '/api/servers/test_connection/', { id: server.id });
      expect(res.statusCode).toBe(200);
      expect(res.json().ok).toBe(false);
      expect(res.json().message).toMatch(/ECONNREFUSED|connect|Failed/i);
    }
  }, 30_000);

  it('an unknown server is 404 and a bad body 400', async () => {
    expect((await call('POST', '/api/servers/test_connection/', { id: 999999 })).statusCode).toBe(404);
    const bad = await call('POST', '/api/servers/test_connection/', { id: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('id');
  });
});

describe('queries: refused SQL', () => {
  const refused = {
    insert: "insert into employees (company, dept, hired_on) values (1, 'x', '2026-01-01')",
    update: "update employees set dept = 'x'",
    delete: 'delete from employees',
    drop: 'drop table employees',
    truncate: 'truncate employees',
    several: 'select 1; select 2',
    select_then_delete: 'select 1; delete from employees',
    select_into: 'select * into copy_of_employees from employees',
    for_update: 'select * from employees for update',
    writing_cte: 'with gone as (delete from employees returning *) select * from gone',
    create: 'create table x (a int)',
    unreadable: 'selec * from employees',
  };

  for (const [name, sqlText] of Object.entries(refused)) {
    it(`refuses ${name} with 400 on sql (PostgreSQL)`, async () => {
      const res = await call('POST', '/api/queries/', {
        server: pgServer.id,
        description: name,
        sql: sqlText,
        endpoint: `refused_${name}`,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().sql?.[0]).toEqual(expect.any(String));
    });
  }

  it('refuses MySQL locking reads, SELECT … INTO @var, executable comments and several statements', async () => {
    for (const sqlText of [
      `select * from ${myTable} for update`,
      `select * from ${myTable} lock in share mode`,
      `select count(*) into @n from ${myTable}`,
      `select 1 /*! , (select 2) */`,
      `select 1; drop table ${myTable}`,
      `replace into ${myTable} (company, dept, hired_on) values (1, 'x', '2026-01-01')`,
    ]) {
      const res = await call('POST', '/api/queries/', {
        server: myServer.id,
        description: 'refused',
        sql: sqlText,
        endpoint: 'refused_mysql',
      });
      expect(res.statusCode, sqlText).toBe(400);
      expect(res.json()).toHaveProperty('sql');
    }
  });

  it('checks the SQL on update too, in Spanish and English', async () => {
    const query = await makeQuery({ server: pgServer.id, sql: 'select 1 as one' });
    const es = await call('PUT', `/api/queries/${query.id}/`, { sql: 'delete from employees' });
    expect(es.statusCode).toBe(400);
    expect(es.json().sql[0]).toMatch(/lectura/);
    const en = await t.request({
      method: 'PUT',
      url: `/api/queries/${query.id}/`,
      payload: { sql: 'select 1; select 2' },
      token: t.adminToken,
      lang: 'en',
    });
    expect(en.statusCode).toBe(400);
    expect(en.json().sql[0]).toMatch(/one statement/i);
  });

  it('checks the stored SQL again before running it', async () => {
    const query = await makeQuery({ server: pgServer.id, sql: 'select 1 as one' });
    await t.database.db.execute(sql`update queries set sql = 'delete from employees' where id = ${query.id}`);
    const res = await run(query.id);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('sql');
  });
});

describe('queries: running on PostgreSQL', () => {
  it('runs with named parameters bound by the driver (not spliced into the text)', async () => {
    const query = await makeQuery({
      server: pgServer.id,
      sql: `select dept as department, count(*)::int as headcount
        from employees where company = :company and ':company' <> '' and hired_on >= :since::date
        group by dept order by dept`,
    });
    const res = await run(query.id, { company: 1, since: '2026-01-01' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      columns: ['department', 'headcount'],
      rows: [
        { department: 'Calidad', headcount: 1 },
        { department: 'Producción', headcount: 2 },
      ],
      truncated: false,
      cached: false,
    });
    // an injection attempt is only a value
    const sneaky = await run(query.id, { company: '1 or 1=1', since: '2026-01-01' });
    expect(sneaky.statusCode).toBe(502);
  });

  it('a parameter the SQL names and the body lacks is 400 on params.<name>', async () => {
    const query = await makeQuery({
      server: pgServer.id,
      sql: 'select * from employees where company = :company',
    });
    const res = await run(query.id, {});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty(['params.company']);
  });

  it('caps the rows and says so; caches per query and parameters; records last_sync', async () => {
    const query = await makeQuery({
      server: pgServer.id,
      sql: 'select g as n from generate_series(1, :upto::int) g order by g',
      row_cap: 10,
    });
    expect(query).toMatchObject({ row_cap: 10, timeout_seconds: 10 });
    const first = await run(query.id, { upto: 50 });
    expect(first.statusCode).toBe(200);
    expect(first.json().rows).toHaveLength(10);
    expect(first.json().rows[9]).toEqual({ n: 10 });
    expect(first.json()).toMatchObject({ truncated: true, cached: false });
    const again = await run(query.id, { upto: 50 });
    expect(again.json()).toMatchObject({ cached: true, synced_at: first.json().synced_at });
    const fewer = await run(query.id, { upto: 10 });
    expect(fewer.json()).toMatchObject({ truncated: false, cached: false });
    expect(fewer.json().rows).toHaveLength(10);
    const server = (await call('GET', `/api/servers/${pgServer.id}/`)).json();
    expect(server.last_sync).not.toBeNull();
    // editing the query starts afresh
    await call('PUT', `/api/queries/${query.id}/`, { row_cap: 5 });
    const edited = await run(query.id, { upto: 50 });
    expect(edited.json()).toMatchObject({ cached: false, truncated: true });
    expect(edited.json().rows).toHaveLength(5);
  });

  it('stops a statement at its timeout (504) and runs read-only (a write inside a SELECT fails)', async () => {
    const slow = await makeQuery({
      server: pgServer.id,
      sql: 'select pg_sleep(5) as slept',
      timeout_seconds: 1,
    });
    const started = Date.now();
    const res = await run(slow.id);
    expect(res.statusCode).toBe(504);
    expect(Date.now() - started).toBeLessThan(10_000);
    const writer = await makeQuery({ server: pgServer.id, sql: "select nextval('payroll_seq') as n" });
    const write = await run(writer.id);
    expect(write.statusCode).toBe(502);
    expect(write.json().detail).toMatch(/read-only transaction/);
  }, 30_000);
});

describe('queries: running on MariaDB', () => {
  it('runs with parameters, caps rows and caches', async () => {
    const query = await makeQuery({
      server: myServer.id,
      sql: `select id, dept, hired_on from ${myTable} where company = :company and dept <> ':company' order by id`,
      row_cap: 5,
    });
    const res = await run(query.id, { company: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json().columns).toEqual(['id', 'dept', 'hired_on']);
    expect(res.json().rows).toHaveLength(5);
    expect(res.json().rows.map((r: { id: number }) => r.id)).toEqual([1, 3, 5, 7, 9]);
    expect(res.json()).toMatchObject({ truncated: true, cached: false });
    expect((await run(query.id, { company: 1 })).json().cached).toBe(true);
    const counted = await makeQuery({
      server: myServer.id,
      sql: `select count(*) as n from ${myTable} where company = :company`,
    });
    expect((await run(counted.id, { company: 2 })).json().rows).toEqual([{ n: 15 }]);
    expect((await call('GET', `/api/servers/${myServer.id}/`)).json().last_sync).not.toBeNull();
  });

  it('stops a statement at its timeout (504)', async () => {
    const slow = await makeQuery({
      server: myServer.id,
      sql: 'select sleep(5) as slept',
      timeout_seconds: 1,
    });
    const started = Date.now();
    const res = await run(slow.id);
    expect(res.statusCode).toBe(504);
    expect(Date.now() - started).toBeLessThan(10_000);
  }, 30_000);

  it('a query on an unreachable server is 502 with the driver message', async () => {
    const down = await create('/api/servers/', {
      name: 'MariaDB caído',
      engine: 'mysql',
      instance: '127.0.0.1',
      port: 1,
      database: 'test',
      username: myUser,
      password: myPassword,
    });
    const query = await makeQuery({ server: down.id, sql: 'select 1 as one' });
    const res = await run(query.id);
    expect(res.statusCode).toBe(502);
    expect(res.json().detail).toMatch(/ECONNREFUSED/);
  });
});
