import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { type ApiRow, makeRequirement } from '../../test/factories';

// its own file: PAST_DUE_DAYS is one value per app (its configuration)
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ pastDueDays: 3650 });
});
afterAll(async () => t?.close());

describe('PAST_DUE_DAYS', () => {
  it('comes from the configuration', async () => {
    const old = (await makeRequirement(t, { requeriment_date: '2026-01-05' })) as ApiRow & {
      items: ApiRow[];
    };
    expect(old.is_past_due).toBe(false);
    expect(old.items[0]?.is_past_due).toBe(false);
  });

  it('is one value per app: a second app of the process with another value answers by its own', async () => {
    const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
    const other = await buildTestApp({ pastDueDays: 7 });
    try {
      const late = (await makeRequirement(other, { requeriment_date: monthAgo })) as ApiRow & {
        items: ApiRow[];
      };
      expect(late.is_past_due).toBe(true);
      expect(late.items[0]?.is_past_due).toBe(true);
      const mine = await makeRequirement(t, { requeriment_date: monthAgo });
      expect(mine.is_past_due).toBe(false);
    } finally {
      await other.close();
    }
  });

  it('must be a whole number of days', () => {
    expect(() =>
      loadConfig({ PAST_DUE_DAYS: 'siete', JWT_SECRET: 'x'.repeat(40) }, { dataDir: '/tmp' }),
    ).toThrow(/PAST_DUE_DAYS must be a whole number/);
    expect(
      loadConfig({ PAST_DUE_DAYS: '10', JWT_SECRET: 'x'.repeat(40) }, { dataDir: '/tmp' }).pastDueDays,
    ).toBe(10);
  });
});
