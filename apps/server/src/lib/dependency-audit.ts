import semver from 'semver';
import { z } from 'zod';

/**
 * The dependency check of docs/operations.md "Dependency advisories": the packages of
 * package-lock.json against a list of advisories. `npm audit` is asked first (scripts/audit-deps.ts);
 * where its endpoint cannot be reached, this matches the lock file against the list kept in
 * scripts/advisories.json. Findings in packages that ship (not `dev`) at high or critical fail.
 */

export const severities = ['low', 'moderate', 'high', 'critical'] as const;
export type Severity = (typeof severities)[number];

export const advisorySchema = z.object({
  id: z.string().regex(/^GHSA(-[23456789cfghjmpqrvwx]{4}){3}$/),
  package: z.string().min(1),
  /** The vulnerable versions as a semver range (`<1.2.6 || >=2.0.0 <2.2.2`). */
  vulnerable: z.string().refine((range) => semver.validRange(range) !== null, 'not a semver range'),
  severity: z.enum(severities),
  title: z.string().min(1),
});
export const advisoryListSchema = z.object({
  /** When the list was last compared with the GitHub advisory database (YYYY-MM-DD). */
  updated: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  advisories: z.array(advisorySchema),
});
export type Advisory = z.infer<typeof advisorySchema>;

export type InstalledPackage = { name: string; version: string; path: string; dev: boolean };

type LockFile = {
  packages?: Record<string, { version?: string; dev?: boolean; link?: boolean; name?: string }>;
};

/** Every installed package of a lock file (lockfileVersion 2/3): name from its node_modules path. */
export function installedPackages(lock: LockFile): InstalledPackage[] {
  const out: InstalledPackage[] = [];
  for (const [path, entry] of Object.entries(lock.packages ?? {})) {
    const at = path.lastIndexOf('node_modules/');
    if (at < 0 || entry.link || !entry.version) continue;
    out.push({
      name: path.slice(at + 'node_modules/'.length),
      version: entry.version,
      path,
      dev: Boolean(entry.dev),
    });
  }
  return out;
}

export type Finding = { advisory: Advisory; installed: InstalledPackage };

/** The installed packages each advisory's range matches (prereleases included). */
export function findVulnerable(installed: InstalledPackage[], advisories: Advisory[]): Finding[] {
  const findings: Finding[] = [];
  for (const advisory of advisories) {
    for (const pkg of installed) {
      if (pkg.name !== advisory.package || !semver.valid(pkg.version)) continue;
      if (semver.satisfies(pkg.version, advisory.vulnerable, { includePrerelease: true }))
        findings.push({ advisory, installed: pkg });
    }
  }
  return findings;
}

/** Whether a finding fails the check: a shipped (non-dev) package at high or critical. */
export const failsCheck = (finding: Finding) =>
  !finding.installed.dev &&
  (finding.advisory.severity === 'high' || finding.advisory.severity === 'critical');
