/**
 * `npm run crash-test` (docs/operations.md, "Crash safety"): kills the real server with SIGKILL
 * during a burst of concurrent writes, restarts it on the same database and checks that nothing
 * acknowledged is lost and nothing is half-written. On the embedded database (a temporary
 * DATA_DIR) and, when DATABASE_URL is set, on a scratch PostgreSQL database created on that
 * server and dropped afterwards. CRASH_ROUNDS (default 3), CRASH_WRITERS (16), CRASH_KILL_AFTER
 * (150): rounds per database, concurrent writers, acknowledged writes before the kill.
 */
import { type CrashReport, runCrashTest, scratchDataDir, scratchPostgres } from '../src/test/crash';

const whole = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number from 1`);
  return value;
};
const rounds = whole('CRASH_ROUNDS', 3);
const writers = whole('CRASH_WRITERS', 16);
const killAfter = whole('CRASH_KILL_AFTER', 150);

function summary(label: string, report: CrashReport) {
  const acks = Object.entries(report.acknowledged)
    .map(([kind, n]) => `${kind} ${n}`)
    .join(', ');
  console.log(
    `${label}: ${report.problems.length === 0 ? 'OK' : 'FAILED'} in ${report.totalMs} ms — starts ${report.startMs.join(' / ')} ms, burst ${report.burstMs} ms; acknowledged ${acks}; cut by the kill ${report.cut}`,
  );
  for (const problem of report.problems) console.log(`  ✗ ${problem}`);
}

async function main() {
  let failed = 0;
  const log = (line: string) => console.log(`  ${line}`);
  for (let round = 1; round <= rounds; round += 1) {
    const data = scratchDataDir();
    try {
      console.log(`embedded database (PGlite), round ${round}/${rounds}: DATA_DIR=${data.dir}`);
      const report = await runCrashTest({
        target: { kind: 'pglite', dataDir: data.dir },
        writers,
        killAfter,
        log,
      });
      summary(`embedded, round ${round}`, report);
      if (report.problems.length > 0) failed += 1;
    } finally {
      data.remove();
    }
  }
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.log(
      'DATABASE_URL is not set: PostgreSQL skipped (set it to a server this user may create databases on)',
    );
  } else {
    for (let round = 1; round <= rounds; round += 1) {
      const name = `rp_crash_${process.pid}_${round}`;
      const scratch = await scratchPostgres(url, name);
      try {
        console.log(`PostgreSQL, round ${round}/${rounds}: database ${name}`);
        const report = await runCrashTest({
          target: { kind: 'postgres', url: scratch.url },
          writers,
          killAfter,
          log,
        });
        summary(`PostgreSQL, round ${round}`, report);
        if (report.problems.length > 0) failed += 1;
      } finally {
        await scratch.drop();
      }
    }
  }
  if (failed > 0) {
    console.log(`${failed} round(s) failed`);
    process.exit(1);
  }
  console.log('crash test passed');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
