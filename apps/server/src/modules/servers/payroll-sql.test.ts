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
  const refusal = async (sql: string, engine: 'postgres' | 'mysql' | 'mssql' = 'postgres') => {
    try {
      await checkPayrollSql(sql, engine);
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
      ),
    ).toEqual({
      params: ['a'],
    });
    expect(await checkPayrollSql('select top 5 name from sys.tables where id > :id', 'mssql')).toEqual({
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
});
