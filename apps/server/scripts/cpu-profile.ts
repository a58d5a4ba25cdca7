/**
 * `npm run profile -w @rp/server`: where one kind of request spends the server's CPU (docs/performance.md,
 * "Where the time goes"). The real server runs as a child process with Node's sampling profiler
 * (`--cpu-prof`), autocannon sends PROFILE_URL (default the candidates' first page) over
 * PROFILE_CONNECTIONS connections for PROFILE_SECONDS, the server stops and its profile is summed up:
 * the heaviest functions by self time, and self time by where the code lives (our code, each
 * package, Node itself, the garbage collector). The raw `.cpuprofile` stays in PROFILE_DIR for a
 * flame graph (Chromium's DevTools, Performance → Load profile).
 *
 * Database: BENCH_DATABASE_URL (PostgreSQL) or BENCH_DATA_DIR (embedded) of a seeded database, with
 * ADMIN_USERNAME/ADMIN_PASSWORD of a superuser; PROFILE_METHOD and PROFILE_BODY for a POST (a dashboard).
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { signIn, startServer } from './load-server';

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
};
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[]; startTime: number };
/** Microseconds of the monotonic clock, the one V8's profile timestamps use on Linux. */
const nowMicros = () => Number(process.hrtime.bigint() / 1000n);

const databaseUrl = process.env.BENCH_DATABASE_URL ?? '';
const dataDir = process.env.BENCH_DATA_DIR ?? '';
const username = process.env.ADMIN_USERNAME ?? 'admin';
const password = process.env.ADMIN_PASSWORD ?? '';
const path = process.env.PROFILE_URL ?? '/api/candidates/?page=1';
const method = (process.env.PROFILE_METHOD ?? 'GET') as 'GET' | 'POST';
const body = process.env.PROFILE_BODY;
const connections = Number(process.env.PROFILE_CONNECTIONS ?? 10);
const seconds = Number(process.env.PROFILE_SECONDS ?? 15);
const dir = resolve(process.env.PROFILE_DIR ?? join(process.cwd(), '.profiles', String(Date.now())));
const TOP = Number(process.env.PROFILE_TOP ?? 25);

/** Where a frame's code lives: a package of node_modules, our source, Node's own, or the VM. */
export function placeOf(url: string, functionName: string): string {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg?.[1]) return pkg[1];
  if (url.startsWith('node:')) return 'node';
  if (/\/apps\/server\/src\//.test(url)) return 'server src';
  if (/\/packages\/contract\//.test(url)) return 'contract';
  return url;
}

/** Self time (ms) per node from the samples taken within `window` (monotonic microseconds), else all. */
function selfTimes(profile: Profile, window?: { from: number; to: number }): Map<number, number> {
  const times = new Map<number, number>();
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    const delta = profile.timeDeltas[i] ?? 0;
    at += delta;
    if (window && (at < window.from || at > window.to)) return;
    times.set(id, (times.get(id) ?? 0) + delta / 1000);
  });
  return times;
}

/** The heaviest functions and places of one profile, as Markdown tables. */
export function summarise(profile: Profile, requests: number, window?: { from: number; to: number }): string {
  const self = selfTimes(profile, window);
  const byFunction = new Map<string, number>();
  const byPlace = new Map<string, number>();
  let busy = 0;
  for (const node of profile.nodes) {
    const ms = self.get(node.id) ?? 0;
    if (!ms) continue;
    const { functionName, url, lineNumber } = node.callFrame;
    const place = placeOf(url, functionName);
    if (functionName !== '(idle)') busy += ms;
    const name = `${functionName || '(anonymous)'} ${url ? `${url.replace(/^.*?(node_modules|apps|packages)\//, '$1/')}:${lineNumber + 1}` : ''}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
    byPlace.set(place, (byPlace.get(place) ?? 0) + ms);
  }
  const perRequest = (ms: number) => (requests ? (ms / requests).toFixed(3) : '—');
  const table = (title: string, rows: Map<string, number>) =>
    [
      `| ${title} | self ms | % of busy | ms per request |`,
      '|---|---:|---:|---:|',
      ...[...rows.entries()]
        .filter(([name]) => !name.startsWith('(idle)'))
        .sort((a, b) => b[1] - a[1])
        .slice(0, TOP)
        .map(
          ([name, ms]) =>
            `| \`${name.trim()}\` | ${ms.toFixed(0)} | ${((100 * ms) / busy).toFixed(1)} | ${perRequest(ms)} |`,
        ),
    ].join('\n');
  return [
    `Busy (not idle) CPU: ${busy.toFixed(0)} ms over ${requests} requests = ${perRequest(busy)} ms per request.`,
    '',
    table('where', byPlace),
    '',
    table('function', byFunction),
  ].join('\n');
}

async function main() {
  if (!databaseUrl && !dataDir) throw new Error('BENCH_DATABASE_URL or BENCH_DATA_DIR is required');
  mkdirSync(dir, { recursive: true });
  const server = await startServer(
    {
      // with PostgreSQL the files (and nothing else) go under the profile's directory
      ...(databaseUrl ? { DATABASE_URL: databaseUrl, DATA_DIR: join(dir, 'data') } : { DATA_DIR: dataDir }),
      JWT_SECRET: randomBytes(32).toString('base64url'),
      ADMIN_USERNAME: username,
      ADMIN_PASSWORD: password,
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT: '1000',
    },
    180_000,
    ['--cpu-prof', `--cpu-prof-dir=${dir}`],
  );
  let requests = 0;
  let window: { from: number; to: number } | undefined;
  try {
    const token = await signIn(server.url, username, password);
    const run = (duration: number) =>
      autocannon({
        url: `${server.url}${path}`,
        method,
        connections,
        duration,
        headers: {
          authorization: `Bearer ${token}`,
          'accept-language': 'es',
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        ...(body ? { body } : {}),
      });
    await run(2); // warm-up: JIT and the database's caches (outside the summed window)
    const from = nowMicros();
    const result = await run(seconds);
    window = { from, to: nowMicros() };
    requests = result.requests.total;
    console.log(
      `${method} ${path}: ${requests} requests in ${seconds} s over ${connections} connections, p50 ${result.latency.p50} ms, p97.5 ${result.latency.p97_5} ms, non-2xx ${result.non2xx}`,
    );
  } finally {
    await server.stop();
  }
  const file = readdirSync(dir).find((name) => name.endsWith('.cpuprofile'));
  if (!file) throw new Error(`no profile written in ${dir}`);
  const profile = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Profile;
  // the window applies when the child's clock is this one (the profile starts before the load)
  if (window && !(profile.startTime < window.from && window.from - profile.startTime < 600e6))
    window = undefined;
  console.log(
    `profile: ${join(dir, file)}; summed: ${window ? 'the measured run only' : 'the whole process (start-up and warm-up included)'}`,
  );
  console.log(
    `load average at the end: ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' / ')}`,
  );
  console.log(summarise(profile, requests, window));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
