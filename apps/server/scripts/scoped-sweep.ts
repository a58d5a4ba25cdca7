/**
 * `npm run bench:scoped -w @rp/server`: every list's first page as users scoped to companies read it
 * (docs/performance.md "A user of several companies"). The benchmarks sign in as a superuser, who has
 * no data scope, so a slow plan that only a scoped user's conditions choose never shows there: a user
 * of new client companies (none of their rows exist yet) walked whole tables. On a seeded database
 * (BENCH_DATABASE_URL or BENCH_DATA_DIR, with ADMIN_USERNAME/ADMIN_PASSWORD of a superuser), through
 * an in-process app, this creates three new companies, a role granting every page and four users:
 * of one and of three new companies, of one and of three companies with the most assignments. Each
 * list's first page (and SWEEP_PATHS, `;`-separated), then each dashboard figure (a POST with no
 * filters; the targets with this year), is read 7 times per user; the median of the last 5 is
 * printed, in ms, or the answer's status when it is not 200. What it creates stays (new companies
 * and users, no rows under them).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pageRoutes } from '@rp/contract';
import {
  type DashboardFigure,
  dashboardFigureNames,
  dashboardFigurePath,
} from '@rp/contract/dashboard-figures';
import { resources } from '@rp/contract/resources';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { queryRows } from '../src/db/client';
import { openLoadDatabase } from './load-database';

const READS = 7;
const WARM = 2;

async function main() {
  const opened = await openLoadDatabase('bench-scoped');
  const filesDir = mkdtempSync(join(tmpdir(), 'rp-bench-scoped-'));
  const config = loadConfig(
    { ...process.env, DATA_DIR: filesDir, DATABASE_URL: '', WEB_DIST: join(filesDir, 'no-web') },
    { jwtSecret: randomBytes(32).toString('base64url'), loginRateLimit: 1000, loginAccountLimit: 1000 },
  );
  const app = await buildApp({ config, database: opened.database, logger: false });
  try {
    await app.ready();
    const login = async (username: string, password: string) => {
      const res = await app.inject({ method: 'POST', url: '/api/login/', payload: { username, password } });
      const token = (res.json() as { token?: string }).token;
      if (!token) throw new Error(`sign-in of ${username} answered ${res.statusCode}: ${res.body}`);
      return token;
    };
    const admin = await login(opened.admin.username, opened.admin.password);
    const post = async (url: string, payload: object) => {
      const res = await app.inject({
        method: 'POST',
        url,
        payload,
        headers: { authorization: `Bearer ${admin}` },
      });
      if (res.statusCode >= 300) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
      return res.json() as { id: number };
    };
    const tag = randomBytes(3).toString('hex');
    const [region] = await queryRows<{ id: number }>(
      opened.database.db,
      sql`select id from regions order by id limit 1`,
    );
    const fresh: number[] = [];
    for (let i = 0; i < 3; i++) {
      const company = {
        code: `SW${tag}${i}`,
        name_es: `Barrido ${tag} ${i}`,
        email: 'rh@example.com',
        region: region?.id,
      };
      fresh.push((await post('/api/companies/', company)).id);
    }
    const busiest = await queryRows<{ company: number }>(
      opened.database.db,
      sql`select company from requeriment_candidates group by company order by count(*) desc limit 3`,
    );
    const big = busiest.map((r) => r.company);
    const routes = pageRoutes.filter((r) => !('isPublic' in r) && !('superuserOnly' in r)).map((r) => r.name);
    const role = await post('/api/roles/', { name: `Barrido ${tag}`, short: `sw${tag}`, routes });
    const scopes: Array<[string, number[]]> = [
      ['one new', fresh.slice(0, 1)],
      ['three new', fresh],
      ['one busy', big.slice(0, 1)],
      ['three busy', big],
    ];
    const tokens: string[] = [];
    for (const [name, companies] of scopes) {
      const username = `barrido${tag}${name.replace(' ', '')}`;
      const user = {
        username,
        password: 'Barrido-pass-1',
        first_name: 'Barrido',
        last_name: name,
        email: `${username}@example.com`,
        roles: [role.id],
        companies,
        sites: [],
      };
      await post('/api/users/', user);
      tokens.push(await login(username, user.password));
    }
    const extra = (process.env.SWEEP_PATHS ?? '').split(';').filter(Boolean);
    const reads: Array<{ path: string; body?: object }> = [
      ...[...Object.values(resources).map((r) => `/api/${r.path}/?page=1`), ...extra].map((path) => ({
        path,
      })),
      ...(Object.keys(dashboardFigureNames) as DashboardFigure[]).map((figure) => ({
        path: `/api/${dashboardFigurePath(figure)}`,
        body: figure === 'targetsVsHires' ? { year: new Date().getFullYear() } : {},
      })),
    ];
    console.log(`bench:scoped on ${opened.where}; median ms of ${READS - WARM} reads after ${WARM}`);
    console.log(`${'path'.padEnd(70)} ${scopes.map(([name]) => name.padStart(11)).join('')}`);
    for (const { path, body } of reads) {
      const cells: string[] = [];
      for (const token of tokens) {
        const times: number[] = [];
        let status = 0;
        for (let k = 0; k < READS; k++) {
          const began = performance.now();
          const res = await app.inject({
            method: body ? 'POST' : 'GET',
            url: path,
            headers: { authorization: `Bearer ${token}` },
            ...(body ? { payload: body } : {}),
          });
          times.push(performance.now() - began);
          status = res.statusCode;
        }
        const kept = times.slice(WARM).sort((a, b) => a - b);
        const median = kept[Math.floor(kept.length / 2)] as number;
        cells.push(status === 200 ? median.toFixed(1) : String(status));
      }
      console.log(
        `${`${body ? 'POST ' : ''}${path}`.padEnd(70)} ${cells.map((c) => c.padStart(11)).join('')}`,
      );
    }
  } finally {
    await app.close();
    rmSync(filesDir, { recursive: true, force: true });
    await opened.drop();
  }
}

main().catch((err: unknown) => {
  console.error('bench:scoped failed:', err);
  process.exit(1);
});
