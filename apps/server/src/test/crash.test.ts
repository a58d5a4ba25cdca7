import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { runCrashTest, scratchDataDir, scratchPostgres } from './crash';
import { pgliteTemplate } from './global-setup';

/**
 * A short crash run (docs/operations.md, "Crash safety"): the server, a child process, is killed
 * with SIGKILL during a small burst of concurrent writes; the database it leaves must open again
 * with every acknowledged write and every counter agreeing with its rows. Embedded database here;
 * PostgreSQL when TEST_DATABASE_URL is set. `npm run crash-test` is the longer run.
 */
const url = process.env.TEST_DATABASE_URL;
const template = process.env.TEST_TEMPLATE_DB;
const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

describe(`crash safety (${url ? 'PostgreSQL' : 'embedded database'})`, () => {
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
});
