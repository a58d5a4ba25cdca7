import { describe, expect, it } from 'vitest';
import { FieldErrors } from '../../lib/errors';
import { checkPayrollSql, rewriteParams } from './payroll-sql';

/** Where the `:name` parameters of a payroll query stand (docs/domain.md#dashboards), without a database. */
describe('rewriteParams', () => {
  it('leaves strings, quoted names, comments, dollar quotes and casts alone (PostgreSQL)', () => {
    const sql = `select ':a' as "x:y", $$:b$$, $t$:c$t$, e'\\':d', x::text -- :e
      /* :f */ from t where a = :a and b = :b2 and c = :a`;
    const numbers = new Map<string, number>();
    const { text, names } = rewriteParams(sql, 'postgres', (name) => {
      if (!numbers.has(name)) numbers.set(name, numbers.size + 1);
      return `$${numbers.get(name)}`;
    });
    expect(names).toEqual(['a', 'b2', 'a']);
    expect(text).toContain('where a = $1 and b = $2 and c = $1');
    expect(text).toContain(`':a' as "x:y", $$:b$$, $t$:c$t$, e'\\':d', x::text -- :e`);
  });

  it('MySQL: backticks, backslash escapes and # comments; SQL Server: brackets', () => {
    const my = rewriteParams("select `:a`, 'it\\'s :b' # :c\n from t where x = :x", 'mysql', () => '?');
    expect(my.names).toEqual(['x']);
    expect(my.text).toContain('where x = ?');
    const ms = rewriteParams('select [:a] from t where x = :x', 'mssql', (name) => `@${name}`);
    expect(ms).toEqual({ text: 'select [:a] from t where x = @x', names: ['x'] });
  });
});

describe('checkPayrollSql', () => {
  const refusal = async (
    sql: string,
    engine: 'postgres' | 'mysql' | 'mssql' = 'postgres',
    database = 'nomina',
  ) => {
    try {
      await checkPayrollSql(sql, engine, database);
      return null;
    } catch (error) {
      if (!(error instanceof FieldErrors)) throw error;
      return error.fields.sql?.[0]?.key ?? null;
    }
  };

  it('accepts one SELECT or WITH … SELECT and names its parameters once each', async () => {
    expect(
      await checkPayrollSql(
        'with x as (select 1 as a) select * from x where a = :a or :a is null',
        'postgres',
        'nomina',
      ),
    ).toEqual({
      params: ['a'],
    });
    expect(await checkPayrollSql('select top 5 name from sys.tables where id > :id', 'mssql', 'rh')).toEqual({
      params: ['id'],
    });
  });

  it('refuses with the reason on sql', async () => {
    expect(await refusal('select 1; select 2')).toBe('validation.sql_single');
    expect(await refusal('update t set a = 1')).toBe('validation.sql_select_only');
    expect(await refusal('select * into t2 from t')).toBe('validation.sql_into');
    expect(await refusal('select * from t for update', 'mysql')).toBe('validation.sql_locking');
    expect(await refusal('select * into #t from t', 'mssql')).toBe('validation.sql_into');
    expect(await refusal('select * from (select 1 a into @v) x', 'mysql')).not.toBeNull();
    expect(await refusal('selec 1')).toBe('validation.sql_unreadable');
  });

  // docs/decisions.md 'Payroll SQL: a deny list in the AST, a read-only session, a read-only account'
  it('refuses side-effecting and file-reading functions and the system catalogs (PostgreSQL)', async () => {
    const denied: Array<[string, string]> = [
      ['select pg_terminate_backend(pid) from pg_stat_activity', 'validation.sql_denied_function'],
      ["select pg_read_file('/etc/passwd')", 'validation.sql_denied_function'],
      ["select * from pg_catalog.pg_ls_dir('.') d", 'validation.sql_denied_function'],
      ['select 1 where pg_reload_conf()', 'validation.sql_denied_function'],
      ["select set_config('work_mem', '1GB', false)", 'validation.sql_denied_function'],
      ['select pg_try_advisory_lock(1)', 'validation.sql_denied_function'],
      ['select x from (select pg_advisory_xact_lock(1) as x) s', 'validation.sql_denied_function'],
      ["select lo_import('/etc/passwd')", 'validation.sql_denied_function'],
      ["select dblink_exec('dbname=x', 'delete from t')", 'validation.sql_denied_function'],
      ["select query_to_xml('select 1', true, false, '')", 'validation.sql_denied_function'],
      ['select PG_CATALOG."PG_SLEEP"(1)', 'validation.sql_denied_function'],
      ['with w as (select 1 a) select pg_cancel_backend(a) from w', 'validation.sql_denied_function'],
      ['select * from pg_shadow', 'validation.sql_denied_table'],
      ['select * from "PG_CATALOG"."pg_authid"', 'validation.sql_denied_table'],
      ['select usename from pg_user', 'validation.sql_denied_table'],
      ['select * from pg_stat_activity', 'validation.sql_denied_table'],
      ['select * from t where exists (select 1 from pg_catalog.pg_class c)', 'validation.sql_denied_table'],
    ];
    for (const [sql, key] of denied) expect(await refusal(sql), sql).toBe(key);
    // what stays: joins, aggregates, casts, information_schema and harmless functions
    for (const sql of [
      "select e.id, d.name, count(*) over (), now()::date, current_setting('TimeZone') from employees e join depts d on d.id = e.dept",
      "select table_name from information_schema.tables where table_schema = 'public'",
      'select g from generate_series(1, 3) g',
      `select e.dept, row_number() over (partition by e.company order by e.hired_on desc) as n,
        extract(year from e.hired_on) as y, date_trunc('month', e.hired_on) as m, coalesce(e.left_on, current_date) as until,
        case when e.left_on is null then 'active' else 'gone' end as state, string_agg(e.dept, ', ') as all_depts,
        e.hired_on + interval '1 day' as next_day
        from employees e where e.company = any(:companies::int[])`,
    ])
      expect(await refusal(sql), sql).toBeNull();
  });

  it('refuses side-effecting and file-reading functions and the system schemas (MariaDB)', async () => {
    for (const sql of [
      "select LOAD_FILE('/etc/passwd')",
      "select get_lock('a', 1)",
      "select release_lock('a')",
      "select is_free_lock('a')",
      'select `SLEEP`(1)',
      "select benchmark(1000000, md5('x'))",
      "select sys_exec('id')",
    ])
      expect(await refusal(sql, 'mysql'), sql).toBe('validation.sql_denied_function');
    for (const sql of [
      'select * from mysql.user',
      'select * from `MySQL`.`user`',
      'select * from performance_schema.threads',
      'select * from sys.session',
      'select * from information_schema.PROCESSLIST',
      'select a.id from t a join (select user from mysql.db) b on true',
    ])
      expect(await refusal(sql, 'mysql'), sql).toBe('validation.sql_denied_table');
    expect(await refusal("select 1 into outfile '/tmp/x'", 'mysql')).toBe('validation.sql_into');
    expect(await refusal("select 1 into dumpfile '/tmp/x'", 'mysql')).toBe('validation.sql_into');
    // an unqualified table is read from the server's database
    expect(await refusal('select * from user', 'mysql', 'mysql')).toBe('validation.sql_denied_table');
    for (const sql of [
      'select e.id, d.name from employees e join depts d on d.id = e.dept',
      `select date_format(e.hired_on, '%Y-%m') as period, ifnull(e.dept, '-') as dept, group_concat(distinct e.id) as ids,
        cast(e.hired_on as date) as d, convert(e.id, char) as c, row_number() over (order by e.id) as n,
        count(*) as hired from employees e, dual where e.company = :company group by 1, 2, 4, 5, e.id`,
    ])
      expect(await refusal(sql, 'mysql'), sql).toBeNull();
  });
});
