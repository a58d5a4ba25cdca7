import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { runCrashTest, scratchDataDir, scratchPostgres } from './crash';
import { pgliteTemplate } from './global-setup';

/**
 * A short crash run (docs/operations.md, "Crash safety"): the server, a child process, is killed
 * with SIGKILL during a small burst of concurrent writes; the database it leaves must open again
 * with every acknowledged write and every counter agreeing with its rows. Embedded database here;
 * In CI it runs on the embedded database only (`npm test`): PostgreSQL's own durability is not in
 * question and the writes' transactions are the same code, so the PostgreSQL pass skips it to keep
 * the gate's time (docs/performance.md, "Test suite"); `npm run crash-test` runs both engines, and
 * `CRASH_TEST_POSTGRES=1` runs this file on TEST_DATABASE_URL too.
 */
const url = process.env.TEST_DATABASE_URL;
const template = process.env.TEST_TEMPLATE_DB;
const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

describe.skipIf(Boolean(url) && !process.env.CRASH_TEST_POSTGRES)(
  `crash safety (${url ? 'PostgreSQL' : 'embedded database'})`,
  () => {
    it('keeps every acknowledged write and every counter whole through a SIGKILL mid-burst', async () => {
      let target: Parameters<typeof runCrashTest>[0]['target'];
      if (url) {
        const scratch = await scratchPostgres(
          url,
          `${template ?? 'rp_crash'}_crash_${randomBytes(4).toString('hex')}`,
          template,
        );
        cleanups.push(scratch.drop);
        target = { kind: 'postgres', url: scratch.url };
      } else {
        const data = scratchDataDir();
        cleanups.push(data.remove);
        target = { kind: 'pglite', dataDir: data.dir };
      }
      const report = await runCrashTest({
        target,
        writers: 6,
        killAfter: 24,
        parents: 2,
        inProcess: true,
        pgliteTemplate: url ? undefined : pgliteTemplate(),
        log: (line) => console.log(`[crash] ${line}`),
      });
      expect(report.problems).toEqual([]);
      expect(report.acknowledged.assignment + report.acknowledged.vacancy_candidate).toBeGreaterThan(0);
    }, 240_000);
  },
);
