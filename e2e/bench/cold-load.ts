/**
 * `npm run bench:cold-load`: the cold-load benchmark of issue 12 (docs/performance.md#cold-load; a
 * benchmark, never a timed test). Budget: first paint < 1.2 s, the first row of the follow-up
 * status page < 1.5 s and the home page's first figure < 1 s (issues 15 and 28) at 10 Mbps / 40 ms
 * on this machine.
 *
 * It builds the web app into a temporary directory and starts the real server on it the way the e2e
 * suite does (e2e/playwright.config.ts: its own DATA_DIR, the embedded database, a free port), creates
 * a few requirement candidates through the API, then opens the system Chromium with a fresh context
 * for every run: cache disabled, network throttled through CDP, and — to show what compression
 * gives — once more with `Accept-Encoding: identity`. Median of COLD_LOAD_RUNS runs (default 3). The
 * figures are printed and written into docs/performance.md between the bench:cold-load markers.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { type Browser, chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath, hasChromium, missingChromiumMessage } from '../chromium';

const repoRoot = join(import.meta.dirname, '..', '..');
const reportFile = join(repoRoot, 'docs', 'performance.md');
const runs = Number(process.env.COLD_LOAD_RUNS ?? 3);
/**
 * COLD_LOAD_PAGES=status,home: only those pages, only at the budget's network and compressed, and
 * docs/performance.md left as it is (a quick look while changing the web app; COLD_LOAD_COMPARE
 * for a before and after).
 */
const onlyPages = process.env.COLD_LOAD_PAGES?.split(',').map((page) => page.trim());
/**
 * COLD_LOAD_PROFILE=1: the page's main thread profiled (CDP's sampling profiler) from the navigation to
 * the ready mark of every load, and the heaviest functions and scripts by self time printed — where
 * the time between the last chunk and the first figure goes.
 */
const profileLoads = process.env.COLD_LOAD_PROFILE === '1';
const admin = { username: 'admin', password: 'Bench-admin-1' };
/** The last name of the benchmark's candidates: the first row of the status page shows it. */
const marker = 'Coldload';

type Profile = { name: string; mbps: number; latencyMs: number };
const allProfiles: Profile[] = [
  { name: '10 Mbps / 40 ms', mbps: 10, latencyMs: 40 },
  { name: '4 Mbps / 100 ms', mbps: 4, latencyMs: 100 },
];
const profiles = onlyPages ? allProfiles.slice(0, 1) : allProfiles;
type Encoding = 'compressed' | 'identity';
type Target = 'login' | 'status' | 'home';
type Sample = {
  firstPaint: number;
  firstContentfulPaint: number;
  /** The login form's password field, or the first row of the status page, inserted and framed. */
  ready: number;
  bytes: number;
  requests: number;
  encodings: string[];
};
type Session = { token: string; refresh_token: string; user: unknown };

/** A port nobody listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

async function waitForHealth(base: string, server: ChildProcess, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      const res = await fetch(`${base}/api/health/`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`the server did not answer ${base}/api/health/ within ${timeoutMs / 1000} s`);
}

/** The REST API as the superuser: a few requirement candidates for the status page. */
async function prepareData(base: string): Promise<Session> {
  const login = await fetch(`${base}/api/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  if (!login.ok) throw new Error(`login: ${login.status} ${await login.text()}`);
  const session = (await login.json()) as Session;
  const call = async <T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${base}/api/${path}`, {
      method,
      headers: { authorization: `Bearer ${session.token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
  type Row = { id: number };
  const region = await call<Row>('POST', 'regions/', { name: 'Región Bench', area: 'Norte' });
  const company = await call<Row>('POST', 'companies/', {
    code: 'BENCH',
    name_es: 'Maquila Bench',
    email: 'rh@example.com',
    region: region.id,
  });
  await call<Row>('POST', 'sites/', { name: 'Planta Bench', city: 'Tijuana', company: company.id });
  const position = await call<Row>('POST', 'positions/', { name_es: 'Ensamblador', name_en: 'Assembler' });
  const [direct] = await call<Row[]>('GET', 'categories/?code=DIRECT');
  const [shift] = await call<Row[]>('GET', 'catalogs/?clas_id=3');
  if (!direct || !shift) throw new Error('the seeded DIRECT category or shift catalog is missing');
  const requirement = await call<Row & { items: Row[] }>('POST', 'requeriments/', {
    company: company.id,
    requeriment_date: new Date().toISOString().slice(0, 10),
    category: direct.id,
    items: [
      { position: position.id, gender: 'any', shift_type: shift.id, category: direct.id, quantity: 10 },
    ],
  });
  const item = requirement.items[0];
  if (!item) throw new Error('the requirement has no item');
  const names = ['Ana', 'Berta', 'Carlos', 'Diana', 'Elena', 'Fernando', 'Gabriela', 'Héctor'];
  for (const [index, name] of names.entries()) {
    const candidate = await call<Row>('POST', 'candidates/', {
      names: name,
      last_name: marker,
      phone_number: `66400000${String(index).padStart(2, '0')}`,
      category: direct.id,
    });
    await call<Row>('POST', 'requeriment-candidates/', {
      requeriment: item.id,
      candidate: candidate.id,
      interview_date: new Date().toISOString().slice(0, 10),
      interview_time: '09:30',
    });
  }
  return session;
}

type CpuProfile = {
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  }[];
  samples?: number[];
  timeDeltas?: number[];
};

/** The build's source maps (COLD_LOAD_PROFILE builds with them), read once per script. */
const sourceMaps = new Map<string, TraceMap | null>();
let distDir = '';

/** A profiled frame as the source names it: `function source:line`, or the bundle's when there is no map. */
function sourceFrame(frame: CpuProfile['nodes'][number]['callFrame'], base: string) {
  const script = frame.url.replace(base, '');
  if (!script) return { script: `(${frame.functionName || 'native'})`, fn: frame.functionName || '(native)' };
  if (!sourceMaps.has(script)) {
    const file = join(distDir, `${script}.map`);
    sourceMaps.set(script, existsSync(file) ? new TraceMap(readFileSync(file, 'utf8')) : null);
  }
  const map = sourceMaps.get(script);
  const position = map
    ? originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber })
    : null;
  if (!position?.source)
    return { script, fn: `${frame.functionName || '(anonymous)'} ${script}:${frame.lineNumber + 1}` };
  // a package (`@scope/name`) or one of the app's own folders (`apps/web/src/features/dashboard`)
  const inRepo = position.source.includes('node_modules/')
    ? (position.source.split('node_modules/').at(-1) ?? position.source)
    : position.source.replace(/^.*?((apps|packages)\/)/, '$1');
  const parts = inRepo.split('/');
  const source = inRepo;
  const module = position.source.includes('node_modules/')
    ? parts.slice(0, inRepo.startsWith('@') ? 2 : 1).join('/')
    : parts.slice(0, Math.min(parts.length - 1, 5)).join('/');
  return {
    script: `${script} ← ${module}`,
    fn: `${position.name ?? frame.functionName} ${source}:${position.line}`,
  };
}

/** COLD_LOAD_PROFILE: self time by script (and package) and by function, heaviest first. */
function printProfile(profile: CpuProfile, base: string) {
  const frames = new Map(profile.nodes.map((node) => [node.id, sourceFrame(node.callFrame, base)]));
  const byScript = new Map<string, number>();
  const byFunction = new Map<string, number>();
  /** Per 100 ms from the profile's start: busy (not idle) milliseconds, and the heaviest script. */
  const slices = new Map<number, Map<string, number>>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  let elapsed = 0;
  for (let index = 0; index < samples.length; index += 1) {
    const frame = frames.get(samples[index] ?? -1);
    const micros = deltas[index + 1] ?? 0;
    if (!frame) continue;
    const { script, fn } = frame;
    elapsed += micros;
    const slice = Math.floor(elapsed / 100_000);
    const inSlice = slices.get(slice) ?? new Map<string, number>();
    inSlice.set(fn, (inSlice.get(fn) ?? 0) + micros);
    slices.set(slice, inSlice);
    byScript.set(script, (byScript.get(script) ?? 0) + micros);
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + micros);
  }
  const top = (map: Map<string, number>, count: number) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, micros]) => `      ${(micros / 1000).toFixed(1).padStart(7)} ms  ${name}`)
      .join('\n');
  const timeline = [...slices].map(([slice, scripts]) => {
    const busy = [...scripts].filter(([fn]) => fn !== '(idle)');
    const total = busy.reduce((sum, [, micros]) => sum + micros, 0);
    const heaviest = busy
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([fn, micros]) => `${(micros / 1000).toFixed(0)} ms ${fn}`);
    return `      ${String(slice * 100).padStart(5)} ms  busy ${(total / 1000).toFixed(0).padStart(3)} ms  ${heaviest.join(' · ')}`;
  });
  console.log(`    main thread per 100 ms:\n${timeline.join('\n')}`);
  console.log(`    self time by script:\n${top(byScript, 30)}\n    by function:\n${top(byFunction, 25)}`);
}

/** `blank`: the first moment #root was empty once the document had parsed (the boot shell gone, nothing yet). */
type Marks = { ready?: number; blank?: number };

/** One cold load in a fresh context; `ready` is the password field (login) or the first row (status). */
async function measure(opts: {
  browser: Browser;
  base: string;
  target: Target;
  profile: Profile;
  encoding: Encoding;
  session: Session;
}): Promise<Sample> {
  const { browser, base, target, profile, encoding, session } = opts;
  const context = await browser.newContext({ locale: 'es-MX', viewport: { width: 1280, height: 800 } });
  try {
    if (target !== 'login')
      // the session the login page stores (e2e/fixtures.ts signIn), there before the app's scripts run
      await context.addInitScript((s: Session) => {
        localStorage.setItem('hr_tecma_access_token', s.token);
        localStorage.setItem('hr_tecma_refresh_token', s.refresh_token);
        localStorage.setItem('hr_tecma_user', JSON.stringify(s.user));
      }, session);
    await context.addInitScript(
      // the browser runs this function as it is: no named helpers inside (tsx would wrap them in __name())
      ({ target, marker }: { target: Target; marker: string }) => {
        const marks: Marks = {};
        Object.assign(globalThis, { __coldLoad: marks });
        let seen = false;
        new MutationObserver(() => {
          const root = document.getElementById('root');
          if (
            marks.blank === undefined &&
            document.readyState !== 'loading' &&
            root &&
            // nothing of the page nor the boot shell (index.html's, or React's while the route loads)
            !Array.from(root.children).some((child) => child.tagName !== 'STYLE') &&
            !document.querySelector('.boot-bar')
          )
            marks.blank = performance.now();
          const isReady =
            target === 'login'
              ? document.querySelector('input[type=password]') !== null
              : target === 'home'
                ? document.querySelector('[data-testid="home-manager-fill-rate"]') !== null
                : Array.from(document.querySelectorAll('tbody tr')).some((row) =>
                    row.textContent?.includes(marker),
                  );
          if (seen || !isReady) return;
          seen = true;
          // the frame that paints it
          requestAnimationFrame(() => {
            marks.ready = performance.now();
          });
        }).observe(document, { childList: true, subtree: true, characterData: true });
      },
      { target, marker },
    );
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const bytesPerSecond = (profile.mbps * 1_000_000) / 8;
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: profile.latencyMs,
      downloadThroughput: bytesPerSecond,
      uploadThroughput: bytesPerSecond,
    });
    if (encoding === 'identity')
      await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': 'identity' } });
    let bytes = 0;
    let requests = 0;
    const encodings = new Set<string>();
    const responses = new Map<string, { url: string; type: string; encoding: string }>();
    const transfers: string[] = [];
    cdp.on('Network.loadingFinished', (event) => {
      bytes += event.encodedDataLength;
      requests += 1;
      const response = responses.get(event.requestId);
      if (response)
        transfers.push(
          `${String(event.encodedDataLength).padStart(8)} B  ${response.encoding.padEnd(5)} ${response.type.padEnd(28)} ${response.url.replace(base, '')}`,
        );
    });
    cdp.on('Network.responseReceived', (event) => {
      const headers = Object.fromEntries(
        Object.entries(event.response.headers).map(([key, value]) => [key.toLowerCase(), String(value)]),
      );
      encodings.add(headers['content-encoding'] ?? 'none');
      responses.set(event.requestId, {
        url: event.response.url,
        type: headers['content-type'] ?? '',
        encoding: headers['content-encoding'] ?? 'none',
      });
    });
    const path = { login: '/login', status: '/requeriments/direct/status', home: '/' }[target];
    if (profileLoads) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 250 });
      await cdp.send('Profiler.start');
    }
    await page.goto(`${base}${path}`, { waitUntil: 'commit' });
    await page.waitForFunction(
      () => (globalThis as unknown as { __coldLoad: Marks }).__coldLoad.ready !== undefined,
      undefined,
      { timeout: 60_000, polling: 50 },
    );
    if (profileLoads) printProfile((await cdp.send('Profiler.stop')).profile, base);
    // what the page goes on loading (lazy chunks, the rest of its requests) counts in its bytes
    await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
    if (target !== 'login' && page.url().includes('/login'))
      throw new Error(`the stored session was not accepted: the ${target} page went to /login`);
    const timings = await page.evaluate(() => {
      // no named helper here: tsx would wrap it in a __name() call the page does not have
      const paints = performance.getEntriesByType('paint');
      return {
        firstPaint: paints.find((entry) => entry.name === 'first-paint')?.startTime ?? Number.NaN,
        firstContentfulPaint:
          paints.find((entry) => entry.name === 'first-contentful-paint')?.startTime ?? Number.NaN,
        ready: (globalThis as unknown as { __coldLoad: Marks }).__coldLoad.ready ?? Number.NaN,
      };
    });
    // COLD_LOAD_VERBOSE=1: every response of the load, to see what the bytes and the requests are
    if (process.env.COLD_LOAD_VERBOSE === '1') {
      const waterfall = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map(
            (entry) =>
              `${entry.startTime.toFixed(0).padStart(6)} → ${(entry as PerformanceResourceTiming).responseEnd.toFixed(0).padStart(6)} ms  ${entry.name.replace(location.origin, '')}`,
          ),
      );
      console.log(
        `    ${target} ${profile.name} ${encoding}:\n${transfers.map((t) => `      ${t}`).join('\n')}`,
      );
      const blank = await page.evaluate(
        () => (globalThis as unknown as { __coldLoad: Marks }).__coldLoad.blank ?? Number.NaN,
      );
      console.log(`    #root empty (no boot shell on screen) from ${ms(blank)} ms`);
      console.log(`    resource timing:\n${waterfall.map((t) => `      ${t}`).join('\n')}`);
    }
    return { ...timings, bytes, requests, encodings: [...encodings].sort() };
  } finally {
    await context.close();
  }
}

type Result = {
  target: Target;
  profile: Profile;
  encoding: Encoding;
  firstPaint: number;
  firstContentfulPaint: number;
  ready: number;
  bytes: number;
  requests: number;
  encodings: string[];
};

const ms = (value: number) => (Number.isFinite(value) ? Math.round(value).toLocaleString('en-US') : '—');
const kb = (value: number) => `${(value / 1024).toFixed(0)} kB`;

const targetLabels: Record<Target, string> = {
  login: '`/login` (ready: the form)',
  status: '`/requeriments/direct/status` signed in (ready: first row)',
  home: '`/` signed in as a superuser (ready: the first figure, the fill rate)',
};

function report(results: Result[], meta: { load: string; machine: string; chromium: string }): string {
  const find = (target: Target, profile: Profile, encoding: Encoding) =>
    results.find((r) => r.target === target && r.profile === profile && r.encoding === encoding);
  const budgetProfile = profiles[0]!;
  const login = find('login', budgetProfile, 'compressed');
  const status = find('status', budgetProfile, 'compressed');
  const paintOk = login ? login.firstPaint < 1200 : false;
  const rowsOk = status ? status.ready < 1500 : false;
  const home = find('home', budgetProfile, 'compressed');
  const homeOk = home ? home.ready < 1000 : false;
  const lines = [
    '<!-- bench:cold-load:start -->',
    `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${meta.machine}, ${meta.chromium}; load average ${meta.load} at the end of the run. Median of ${runs} cold loads each (fresh context, cache disabled).`,
    '',
    '| page | network | encoding | first paint ms | FCP ms | ready ms | transferred | requests |',
    '|---|---|---|---:|---:|---:|---:|---:|',
    ...results.map(
      (r) =>
        `| ${targetLabels[r.target]} | ${r.profile.name} | ${r.encoding === 'compressed' ? `compressed (${r.encodings.filter((e) => e !== 'none').join(', ') || 'none'})` : 'identity'} | ${ms(r.firstPaint)} | ${ms(r.firstContentfulPaint)} | ${ms(r.ready)} | ${kb(r.bytes)} | ${r.requests} |`,
    ),
    '',
    `Budget at ${budgetProfile.name}, compressed: first paint of /login ${login ? ms(login.firstPaint) : '—'} ms (< 1,200: ${paintOk ? 'met' : 'MISSED'}); first row of the status page ${status ? ms(status.ready) : '—'} ms (< 1,500: ${rowsOk ? 'met' : 'MISSED'}); first figure of the home page ${home ? ms(home.ready) : '—'} ms (< 1,000: ${homeOk ? 'met' : 'MISSED'}).`,
    '<!-- bench:cold-load:end -->',
  ];
  return lines.join('\n');
}

/** Replaces the generated block of docs/performance.md (or says where it should go). */
function writeReport(section: string) {
  const start = '<!-- bench:cold-load:start -->';
  const end = '<!-- bench:cold-load:end -->';
  const text = existsSync(reportFile) ? readFileSync(reportFile, 'utf8') : '';
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) {
    console.log(`(docs/performance.md has no ${start} block: the figures were not written there)`);
    return;
  }
  writeFileSync(reportFile, `${text.slice(0, from)}${section}${text.slice(to + end.length)}`);
  console.log('written into docs/performance.md');
}

type App = { base: string; session: Session; server: ChildProcess };

/**
 * Builds the web app of the checkout at `root` into `dist` and starts that checkout's server on it
 * the way the e2e suite does (e2e/playwright.config.ts), with the benchmark's data.
 */
async function startApp(opts: {
  root: string;
  dist: string;
  dataDir: string;
  onServer: (s: ChildProcess) => void;
}) {
  console.log(`building the web app of ${opts.root} into ${opts.dist}`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  distDir = opts.dist;
  const build = spawnSync(
    npm,
    [
      'run',
      'build',
      '-w',
      '@rp/web',
      '--',
      '--outDir',
      opts.dist,
      '--emptyOutDir',
      '--logLevel',
      'warn',
      ...(profileLoads ? ['--sourcemap'] : []),
    ],
    { cwd: opts.root, stdio: 'inherit' },
  );
  if (build.status !== 0) throw new Error(`the web build failed (exit ${build.status})`);

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', join(opts.root, 'apps/server/src/server.ts')], {
    cwd: opts.root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: opts.dataDir,
      WEB_DIST: opts.dist,
      DATABASE_URL: '',
      REDIS_URL: '',
      ADMIN_USERNAME: admin.username,
      ADMIN_PASSWORD: admin.password,
      JWT_SECRET: 'bench-only-secret-0123456789abcdef0123456789abcdef',
      LOGIN_RATE_LIMIT: '1000',
      LOG_LEVEL: 'warn',
    },
  });
  opts.onServer(server);
  await waitForHealth(base, server);
  const session = await prepareData(base);
  console.log(`server on ${base}, data ready`);
  return { base, session, server } satisfies App;
}

/**
 * COLD_LOAD_COMPARE=<another checkout>: that checkout and this one served side by side, each cold
 * load of one followed by the same load of the other (the order alternating), so that both see the
 * same machine — on a machine whose load changes from minute to minute, two runs minutes apart do
 * not compare (docs/performance.md, "The first screen after sign-in"). The budget's network,
 * compressed, the pages of COLD_LOAD_PAGES (default status and home); docs/performance.md left as it is.
 */
async function compare(browser: Browser, apps: { name: string; app: App }[]) {
  const pages = (['status', 'home'] as const).filter((t) => !onlyPages || onlyPages.includes(t));
  const samples = new Map<string, number[]>();
  for (let run = 0; run < runs; run += 1)
    for (const target of pages) {
      const order = run % 2 === 0 ? apps : [...apps].reverse();
      for (const { name, app } of order) {
        const key = `${target} ${name}`;
        // a load that never shows its row or figure is reported, not a reason to stop comparing
        const ready = await measure({
          browser,
          base: app.base,
          target,
          profile: allProfiles[0]!,
          encoding: 'compressed',
          session: app.session,
        }).then(
          (sample) => sample.ready,
          (error: unknown) => {
            console.log(`  ${key}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
            return Number.NaN;
          },
        );
        samples.set(key, [...(samples.get(key) ?? []), ready]);
        console.log(
          `  ${key.padEnd(24)} ready ${ms(ready).padStart(6)} ms  load ${loadavg()[0]?.toFixed(1)}`,
        );
      }
    }
  console.log(`\n| page | checkout | ready ms, median of ${runs} | each |\n|---|---|---:|---|`);
  for (const [key, values] of samples) {
    const [target, name] = key.split(' ');
    const shown = values.filter(Number.isFinite);
    console.log(`| ${target} | ${name} | ${ms(median(shown))} | ${values.map(ms).join(', ')} |`);
  }
}

async function main() {
  if (!hasChromium()) throw new Error(missingChromiumMessage);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('COLD_LOAD_RUNS must be a positive integer');
  const tmp = mkdtempSync(join(tmpdir(), 'rp-coldload-'));
  const servers: ChildProcess[] = [];
  let browser: Browser | undefined;
  const cleanUp = () => {
    for (const server of servers) if (server.exitCode === null) server.kill('SIGTERM');
    rmSync(tmp, { recursive: true, force: true });
  };
  const onSignal = () => {
    cleanUp();
    process.exit(130);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    const onServer = (server: ChildProcess) => servers.push(server);
    const other = process.env.COLD_LOAD_COMPARE;
    const app = await startApp({
      root: repoRoot,
      dist: join(tmp, 'web'),
      dataDir: join(tmp, 'data'),
      onServer,
    });
    const { base, session } = app;
    if (other) {
      const otherApp = await startApp({
        root: other,
        dist: join(tmp, 'web-compare'),
        dataDir: join(tmp, 'data-compare'),
        onServer,
      });
      browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
      await compare(browser, [
        { name: 'compared', app: otherApp },
        { name: 'this', app },
      ]);
      return;
    }
    console.log(`${runs} runs per case`);

    browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
    const results: Result[] = [];
    const targets = (['login', 'status', 'home'] as const).filter((t) => !onlyPages || onlyPages.includes(t));
    const encodings = onlyPages ? (['compressed'] as const) : (['compressed', 'identity'] as const);
    for (const target of targets)
      for (const profile of profiles)
        for (const encoding of encodings) {
          const samples: Sample[] = [];
          for (let run = 0; run < runs; run += 1)
            samples.push(await measure({ browser, base, target, profile, encoding, session }));
          const result: Result = {
            target,
            profile,
            encoding,
            firstPaint: median(samples.map((s) => s.firstPaint)),
            firstContentfulPaint: median(samples.map((s) => s.firstContentfulPaint)),
            ready: median(samples.map((s) => s.ready)),
            bytes: median(samples.map((s) => s.bytes)),
            requests: median(samples.map((s) => s.requests)),
            encodings: [...new Set(samples.flatMap((s) => s.encodings))].sort(),
          };
          results.push(result);
          console.log(
            `  ${target.padEnd(6)} ${profile.name.padEnd(16)} ${encoding.padEnd(10)} FP ${ms(result.firstPaint).padStart(6)}  FCP ${ms(result.firstContentfulPaint).padStart(6)}  ready ${ms(result.ready).padStart(6)} ms  ${kb(result.bytes).padStart(8)}  ${result.requests} requests  [${samples.map((s) => ms(s.ready)).join(', ')}]`,
          );
        }
    const cpu = cpus();
    const machine = `${cpu.length} cores (${cpu[0]?.model.trim() ?? 'unknown CPU'}), ${(totalmem() / 2 ** 30).toFixed(1)} GiB RAM, Node ${process.version}`;
    const section = report(results, {
      load: loadavg()
        .map((l) => l.toFixed(1))
        .join(' / '),
      machine,
      chromium: `Chromium ${browser.version()} headless`,
    });
    console.log(`\n${section}\n`);
    if (onlyPages) console.log('COLD_LOAD_PAGES: docs/performance.md left as it is');
    else writeReport(section);
  } finally {
    await browser?.close().catch(() => undefined);
    cleanUp();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
