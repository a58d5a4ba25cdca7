import { getTableColumns } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { resourcesFor } from '../modules/index';

/** The resource declarations (what these tests read of them does not depend on PAST_DUE_DAYS). */
const resources = resourcesFor({ pastDueDays: 7 });

/** The longest string a schema field accepts, looking through optional/nullable/default/pipe. */
function maxLength(schema: z.ZodType): number | undefined {
  if (schema instanceof z.ZodString) return schema.maxLength ?? undefined;
  const def = (
    schema as unknown as { _zod: { def: { innerType?: z.ZodType; in?: z.ZodType; out?: z.ZodType } } }
  )._zod.def;
  const inner = def.innerType ?? def.out;
  if (inner) return maxLength(inner);
  return undefined;
}

describe('input limits fit the columns (issue 10 finding 9)', () => {
  it('no create or update field accepts more characters than its varchar column holds', () => {
    const tooLong: string[] = [];
    let compared = 0;
    for (const def of resources) {
      const columns = getTableColumns(def.table) as Record<string, { columnType: string; length?: number }>;
      for (const schema of [def.create, def.update]) {
        if (!(schema instanceof z.ZodObject)) continue;
        for (const [key, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
          const column = columns[key];
          const max = maxLength(field);
          if (column?.columnType !== 'PgVarchar' || !column.length || !max) continue;
          compared++;
          if (max > column.length) {
            tooLong.push(`${def.path}.${key}: ${max} > varchar(${column.length})`);
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(100);
    expect([...new Set(tooLong)]).toEqual([]);
  });
});
