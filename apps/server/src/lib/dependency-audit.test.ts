import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  type Advisory,
  advisoryListSchema,
  failsCheck,
  findVulnerable,
  installedPackages,
} from './dependency-audit';

const advisory = (overrides: Partial<Advisory>): Advisory => ({
  id: 'GHSA-xvch-5gv4-984h',
  package: 'minimist',
  vulnerable: '<0.2.4 || >=1.0.0 <1.2.6',
  severity: 'critical',
  title: 'Prototype Pollution in minimist',
  ...overrides,
});

const lock = {
  packages: {
    '': { name: 'root' },
    'node_modules/minimist': { version: '1.2.5' },
    'node_modules/a/node_modules/minimist': { version: '1.2.8', dev: true },
    'node_modules/@scope/pkg': { version: '2.0.0-beta.1', dev: true },
    'node_modules/linked': { link: true },
    'apps/server': { version: '0.1.0' },
  },
};

describe('the offline dependency check', () => {
  it('reads every installed package of the lock file with its nested path and dev flag', () => {
    expect(installedPackages(lock)).toEqual([
      { name: 'minimist', version: '1.2.5', path: 'node_modules/minimist', dev: false },
      { name: 'minimist', version: '1.2.8', path: 'node_modules/a/node_modules/minimist', dev: true },
      { name: '@scope/pkg', version: '2.0.0-beta.1', path: 'node_modules/@scope/pkg', dev: true },
    ]);
  });

  it('matches advisory ranges, prereleases included, and fails only shipped high or critical ones', () => {
    const findings = findVulnerable(installedPackages(lock), [
      advisory({}),
      advisory({ id: 'GHSA-2p57-rm9w-gvfp', package: '@scope/pkg', vulnerable: '<2.0.0', severity: 'high' }),
    ]);
    expect(findings.map((f) => `${f.installed.path} ${f.advisory.id}`)).toEqual([
      'node_modules/minimist GHSA-xvch-5gv4-984h',
      'node_modules/@scope/pkg GHSA-2p57-rm9w-gvfp',
    ]);
    expect(findings.map(failsCheck)).toEqual([true, false]);
    const moderate = findVulnerable(installedPackages(lock), [advisory({ severity: 'moderate' })]);
    expect(moderate.map(failsCheck)).toEqual([false]);
  });

  it('keeps a valid advisory list, and the repository passes it', () => {
    const root = join(import.meta.dirname, '..', '..', '..', '..');
    const list = advisoryListSchema.parse(
      JSON.parse(readFileSync(join(root, 'apps/server/scripts/advisories.json'), 'utf8')),
    );
    expect(list.advisories.length).toBeGreaterThan(20);
    expect(() =>
      advisoryListSchema.parse({ ...list, advisories: [advisory({ vulnerable: 'not a range' })] }),
    ).toThrow();
    const installed = installedPackages(JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')));
    expect(installed.length).toBeGreaterThan(100);
    expect(findVulnerable(installed, list.advisories).filter(failsCheck)).toEqual([]);
  });
});
