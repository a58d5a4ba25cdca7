import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import mysql from 'mysql2/promise';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { type ApiRow, type Body, post } from '../../test/factories';
import { mysqlGrantRisks, runSelect } from './payroll-drivers';

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
const myFunction = `rp_bump_${suffix}`;
/** A MariaDB account with root's grants (root itself signs in without a password, which the API refuses). */
const myRoot = `rp_root_${suffix}`;
/** A PostgreSQL role that may only read the scratch table (the account the docs ask for). */
const pgReader = `rp_reader_${suffix}`;
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
    create sequence payroll_seq;
    create table audit (at timestamptz default now());
    -- a function of the payroll database that writes: the parser sees only a call
    create function bump() returns int language sql as 'insert into audit default values returning 1';
    create role ${pgReader} login password '${pgPassword}';
    grant select on employees to ${pgReader};`);
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
  // a stored function that writes (it runs with its definer's rights): the parser sees only a call
  await my.query(
    `create function ${myFunction}() returns int modifies sql data begin insert into ${myTable} (company, dept, hired_on) values (9, 'x', '2026-01-01'); return 1; end`,
  );
  await my.query(`grant execute on function test.${myFunction} to '${myUser}'@'%'`);
  await my.query(`create user '${myRoot}'@'%' identified by '${myPassword}'`);
  await my.query(`grant all privileges on *.* to '${myRoot}'@'%' with grant option`);
  await my.end();

  const stream = new Writable({
    write(chunk, _encoding, done) {
      log += String(chunk);
      done();
    },
  });
  // every statement is capped at 3 s whatever its query says (PAYROLL_MAX_TIMEOUT_SECONDS)
  t = await buildTestApp({ payrollMaxTimeoutSeconds: 3 }, { logStream: stream });
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
  await admin.query(`drop role if exists ${pgReader}`);
  await admin.end();
  const my = await mysql.createConnection(myAdmin);
  await my.query(`drop function if exists ${myFunction}`);
  await my.query(`drop table if exists ${myTable}`);
  await my.query(`drop user if exists '${myUser}'@'%'`);
  await my.query(`drop user if exists '${myRoot}'@'%'`);
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
    expect(res.json()).toMatchObject({ ok: false, account_warning: false, account_risks: [] });
    // only "authentication failed": not the driver's "Access denied for user … @ host"
    expect(res.json().message).toBe('El servidor de nómina rechazó el usuario o la contraseña.');
  });

  it('an unreachable server answers ok false with "could not connect" only, never a 500', async () => {
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
      const res = await t.request({
        method: 'POST',
        url: '/api/servers/test_connection/',
        payload: { id: server.id },
        token: t.adminToken,
        lang: 'en',
      });
      bodies.push(res.body);
      expect(res.statusCode).toBe(200);
      expect(res.json().ok).toBe(false);
      // nothing of the driver's text: no address, port, error code or service name
      expect(res.json().message, engine).toBe('Could not connect to the payroll server.');
    }
  }, 30_000);

  it('a database that does not exist is the generic failure, not the driver text', async () => {
    const server = await create('/api/servers/', {
      name: 'Base inexistente',
      engine: 'postgres',
      instance: '127.0.0.1',
      port: 5432,
      database: `rp_missing_${suffix}`,
      username: 'postgres',
      password: pgPassword,
    });
    const res = await call('POST', '/api/servers/test_connection/', { id: server.id });
    expect(res.json()).toMatchObject({
      ok: false,
      message: 'El servidor de nómina no aceptó la conexión.',
    });
    expect(res.body).not.toContain('rp_missing_');
  });

  it('warns when the account can do more than read (superuser, files, writes), not for a read-only one', async () => {
    const root = await create('/api/servers/', {
      name: 'MariaDB root',
      engine: 'mysql',
      instance: '127.0.0.1',
      database: 'test',
      username: myRoot,
      password: myPassword,
    });
    const reader = await create('/api/servers/', {
      name: 'PostgreSQL lector',
      engine: 'postgres',
      instance: '127.0.0.1',
      port: 5432,
      database: pgDb,
      username: pgReader,
      password: pgPassword,
    });
    const test = async (id: number) => (await call('POST', '/api/servers/test_connection/', { id })).json();
    // postgres is a superuser; root has ALL PRIVILEGES on *.* (FILE among them)
    const pgSuper = await test(pgServer.id);
    expect(pgSuper).toMatchObject({ ok: true, account_warning: true });
    expect(pgSuper.account_risks).toEqual(expect.arrayContaining(['superuser', 'read_files', 'write_files']));
    const rootLike = await test(root.id);
    expect(rootLike).toMatchObject({ ok: true, account_warning: true });
    expect(rootLike.account_risks).toEqual(expect.arrayContaining(['superuser', 'read_files', 'write_data']));
    // root's own grants, read from the machine's MariaDB, say the same
    const my = await mysql.createConnection(myAdmin);
    const [grants] = await my.query('show grants');
    await my.end();
    const lines = (grants as Array<Record<string, string>>).flatMap((row) => Object.values(row));
    expect(mysqlGrantRisks(lines)).toEqual(
      expect.arrayContaining(['superuser', 'read_files', 'write_files']),
    );
    // SELECT on one table (and EXECUTE on a function): nothing to warn about
    expect(await test(myServer.id)).toMatchObject({ ok: true, account_warning: false, account_risks: [] });
    expect(await test(reader.id)).toMatchObject({ ok: true, account_warning: false, account_risks: [] });
  });

  it('reads the risks from SHOW GRANTS lines', () => {
    expect(
      mysqlGrantRisks([
        'GRANT USAGE ON *.* TO `r`@`%`',
        'GRANT SELECT (a, b), SHOW VIEW ON `db`.* TO `r`@`%`',
      ]),
    ).toEqual([]);
    expect(mysqlGrantRisks(['GRANT FILE ON *.* TO `r`@`%`'])).toEqual(['read_files', 'write_files']);
    expect(mysqlGrantRisks(['GRANT SELECT, INSERT ON `db`.`t` TO `r`@`%`'])).toEqual(['write_data']);
    expect(mysqlGrantRisks(['GRANT CREATE VIEW ON `db`.* TO `r`@`%`'])).toEqual(['create']);
    expect(mysqlGrantRisks(['GRANT PROCESS ON *.* TO `r`@`%`'])).toEqual(['superuser']);
    expect(mysqlGrantRisks(['GRANT ALL PRIVILEGES ON `db`.* TO `r`@`%`'])).toEqual(['write_data', 'create']);
  });

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

  // docs/decisions.md 'Payroll SQL: a deny list in the AST, a read-only session, a read-only account'
  const dangerous = {
    postgres: [
      'select pg_terminate_backend(pid) from pg_stat_activity where pid <> pg_backend_pid()',
      "select pg_read_file('/etc/passwd')",
      "select * from pg_ls_dir('.') f",
      'select pg_reload_conf()',
      "select set_config('statement_timeout', '0', false)",
      'select pg_advisory_lock(42)',
      'select * from pg_shadow',
      'select rolpassword from "pg_catalog"."pg_authid"',
      "select lo_import('/etc/passwd')",
      'select pg_sleep(5)',
      "select nextval('payroll_seq')",
    ],
    mysql: [
      "select LOAD_FILE('/etc/passwd')",
      "select get_lock('payroll', 1)",
      "select release_lock('payroll')",
      "select is_free_lock('payroll')",
      'select sleep(5)',
      "select benchmark(100000000, md5('x'))",
      'select user, password from mysql.user',
      'select * from `performance_schema`.`threads`',
      "select 'x' into outfile '/tmp/rp-payroll'",
      "select 'x' into dumpfile '/tmp/rp-payroll'",
    ],
  } as const;

  for (const engine of ['postgres', 'mysql'] as const) {
    it(`refuses dangerous functions and system catalogs with 400 and a clear message (${engine})`, async () => {
      const server = engine === 'postgres' ? pgServer : myServer;
      for (const sqlText of dangerous[engine]) {
        const es = await call('POST', '/api/queries/', {
          server: server.id,
          description: 'peligrosa',
          sql: sqlText,
          endpoint: 'danger',
        });
        expect(es.statusCode, sqlText).toBe(400);
        expect(es.json().sql[0], sqlText).toMatch(/No se acepta/);
        const en = await t.request({
          method: 'POST',
          url: '/api/queries/',
          payload: { server: server.id, description: 'dangerous', sql: sqlText, endpoint: 'danger' },
          token: t.adminToken,
          lang: 'en',
        });
        bodies.push(en.body);
        expect(en.statusCode, sqlText).toBe(400);
        expect(en.json().sql[0], sqlText).toMatch(/not accepted/);
      }
    });
  }

  it('names the refused function or catalog in the message', async () => {
    const res = await call('POST', '/api/queries/', {
      server: pgServer.id,
      description: 'x',
      sql: 'select PG_CATALOG.PG_TERMINATE_BACKEND(1)',
      endpoint: 'danger',
    });
    expect(res.json().sql[0]).toMatch(/pg_catalog\.pg_terminate_backend/);
    const table = await call('POST', '/api/queries/', {
      server: myServer.id,
      description: 'x',
      sql: 'select * from `mysql`.`user`',
      endpoint: 'danger',
    });
    expect(table.json().sql[0]).toMatch(/mysql\.user/);
    expect(table.json().sql[0]).toMatch(/catálogo|esquema/);
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

  it('still runs a normal SELECT with joins and a CTE', async () => {
    const query = await makeQuery({
      server: pgServer.id,
      sql: `with firsts as (select company, min(hired_on) as first_hire from employees group by company)
        select e.dept as department, count(*)::int as headcount
        from employees e join firsts f on f.company = e.company left join employees l on l.id = e.id and l.left_on is not null
        where e.company = :company and e.hired_on >= f.first_hire group by e.dept order by e.dept`,
    });
    const res = await run(query.id, { company: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json().rows).toEqual([
      { department: 'Calidad', headcount: 1 },
      { department: 'Producción', headcount: 2 },
    ]);
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
      sql: 'select count(*) as n from generate_series(1, 1000000000) g',
      timeout_seconds: 1,
    });
    const started = Date.now();
    const res = await run(slow.id);
    expect(res.statusCode).toBe(504);
    expect(Date.now() - started).toBeLessThan(10_000);
    // a function of the payroll database that writes passes the parser; the session refuses it
    const writer = await makeQuery({ server: pgServer.id, sql: 'select bump() as n' });
    const write = await run(writer.id);
    expect(write.statusCode).toBe(502);
    expect(write.json().detail).toMatch(/read-only transaction/);
  }, 30_000);

  it('caps the time limit of a query at PAYROLL_MAX_TIMEOUT_SECONDS', async () => {
    const slow = await makeQuery({
      server: pgServer.id,
      sql: 'select count(*) as n from generate_series(1, 1000000000) g',
      timeout_seconds: 120,
    });
    const started = Date.now();
    const res = await run(slow.id);
    expect(res.statusCode).toBe(504);
    expect(res.json().detail).toMatch(/ 3 s/);
    expect(Date.now() - started).toBeLessThan(15_000);
  }, 30_000);

  it('the session itself is read-only: a write that slipped past the parser fails', async () => {
    const conn = {
      engine: 'postgres' as const,
      instance: '127.0.0.1',
      port: 5432,
      database: pgDb,
      username: 'postgres',
      password: pgPassword,
    };
    await expect(
      runSelect(conn, "select nextval('payroll_seq') as n", {}, { timeoutMs: 3000, rowCap: 10 }),
    ).rejects.toMatchObject({ kind: 'statement', message: expect.stringMatching(/read-only transaction/) });
    await expect(
      runSelect(conn, 'select bump() as n', {}, { timeoutMs: 3000, rowCap: 10 }),
    ).rejects.toMatchObject({ kind: 'statement', message: expect.stringMatching(/read-only transaction/) });
  });
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
      sql: `select count(*) as n from ${myTable} a, ${myTable} b, ${myTable} c, ${myTable} d, ${myTable} e, ${myTable} f`,
      timeout_seconds: 1,
    });
    const started = Date.now();
    const res = await run(slow.id);
    expect(res.statusCode).toBe(504);
    expect(Date.now() - started).toBeLessThan(10_000);
  }, 30_000);

  it('runs read-only: a stored function that writes passes the parser, the transaction refuses it', async () => {
    const writer = await makeQuery({ server: myServer.id, sql: `select ${myFunction}() as n` });
    const write = await run(writer.id);
    expect(write.statusCode).toBe(502);
    expect(write.json().detail).toMatch(/READ ONLY transaction/i);
    const my = await mysql.createConnection(myAdmin);
    const [rows] = await my.query(`select count(*) as n from ${myTable} where company = 9`);
    await my.end();
    expect(rows).toEqual([{ n: 0 }]);
    // and straight through the driver, a plain write
    await expect(
      runSelect(
        {
          engine: 'mysql',
          instance: '127.0.0.1',
          port: 3306,
          database: 'test',
          username: 'root',
          password: '',
        },
        `insert into ${myTable} (company, dept, hired_on) values (9, 'x', '2026-01-01')`,
        {},
        { timeoutMs: 3000, rowCap: 10 },
      ),
    ).rejects.toMatchObject({ kind: 'statement', message: expect.stringMatching(/READ ONLY/i) });
  });

  it('still runs a normal SELECT with joins', async () => {
    const query = await makeQuery({
      server: myServer.id,
      sql: `select a.dept as department, count(*) as headcount from ${myTable} a
        join ${myTable} b on b.id = a.id left join ${myTable} c on c.id = a.id + 1000
        where a.company = :company group by a.dept order by a.dept`,
    });
    const res = await run(query.id, { company: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json().columns).toEqual(['department', 'headcount']);
    expect(res.json().rows.length).toBeGreaterThan(0);
  });

  it('a query on an unreachable server is 502 with "could not connect" only', async () => {
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
    expect(res.json().detail).toBe('No se pudo conectar con el servidor de nómina.');
  });
});
