/**
 * `npm run audit`: no high or critical advisory in a package that ships (docs/operations.md
 * "Dependency advisories"). Asks `npm audit --omit=dev` first; where the registry's advisory
 * endpoint cannot be reached (this project's build machines answer it with 405), matches
 * package-lock.json against scripts/advisories.json instead and says which source it used.
 * AUDIT_OFFLINE=1 skips the online attempt.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  advisoryListSchema,
  failsCheck,
  findVulnerable,
  installedPackages,
} from '../src/lib/dependency-audit';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

type NpmAuditReport = {
  error?: { code?: string; summary?: string };
  metadata?: { vulnerabilities?: Record<string, number> };
};

function online(): 'unreachable' | number {
  const run = spawnSync('npm', ['audit', '--json', '--omit=dev'], {
    cwd: root,
    encoding: 'utf8',
    timeout: 60_000,
  });
  let report: NpmAuditReport;
  try {
    report = JSON.parse(run.stdout || '{}') as NpmAuditReport;
  } catch {
    return 'unreachable';
  }
  const counts = report.metadata?.vulnerabilities;
  if (report.error || !counts) {
    const why =
      report.error?.summary || report.error?.code || run.stderr.trim().split('\n')[0] || 'no answer';
    console.log(`npm audit could not ask the registry (${why})`);
    return 'unreachable';
  }
  console.log(`npm audit (shipped packages): ${JSON.stringify(counts)}`);
  return (counts.high ?? 0) + (counts.critical ?? 0);
}

function offline(): number {
  const list = advisoryListSchema.parse(
    JSON.parse(readFileSync(join(root, 'apps/server/scripts/advisories.json'), 'utf8')),
  );
  const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8'));
  const installed = installedPackages(lock);
  const findings = findVulnerable(installed, list.advisories);
  const age = Math.round((Date.now() - Date.parse(list.updated)) / 86_400_000);
  console.log(
    `Offline check: ${installed.length} packages of package-lock.json against ${list.advisories.length} advisories (list updated ${list.updated}, ${age} days ago).`,
  );
  if (age > 90) console.log('  The list is over 90 days old: compare it with the GitHub advisory database.');
  for (const finding of findings) {
    const { advisory, installed: pkg } = finding;
    console.log(
      `  ${failsCheck(finding) ? 'FAIL' : pkg.dev ? 'dev ' : 'note'} ${advisory.severity.padEnd(8)} ${pkg.name}@${pkg.version} (${pkg.path}) ${advisory.id}: ${advisory.title}`,
    );
  }
  return findings.filter(failsCheck).length;
}

const failing = process.env.AUDIT_OFFLINE ? 'unreachable' : online();
const count = failing === 'unreachable' ? offline() : failing;
if (count > 0) {
  console.error(`${count} high or critical advisories in shipped packages.`);
  process.exit(1);
}
console.log('No high or critical advisory in a shipped package.');
