/**
 * The real server as a child process for the load scripts (`npm run bench:http`, `npm run soak`;
 * docs/performance.md): `src/server.ts` started by Node with tsx, as `npm start` starts it but without
 * the web bundle, on a free loopback port; its log goes nowhere (pino still formats every line, as in
 * production). Also: signing in over HTTP and the child's resident memory from /proc.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { getPriority, setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';

const serverDir = fileURLToPath(new URL('../', import.meta.url));
const serverEntry = fileURLToPath(new URL('../src/server.ts', import.meta.url));

/** A port nothing listens on now (the kernel's pick). */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}

/**
 * glibc's MALLOC_ARENA_MAX for the server process (docs/operations.md, "Memory"): with its default (up
 * to 8 arenas a core) the server's native memory grew ~50 MB over a soak's first minutes and stayed
 * spread over the arenas; with 2 it stays at ~70 MB (docs/performance.md, "Memory under a long soak").
 */
export const recommendedMallocArenas = '2';

export type RunningServer = { url: string; pid: number; stop: () => Promise<void> };

/**
 * Starts the server with `env` added to this process's environment (DATABASE_URL or DATA_DIR,
 * ADMIN_USERNAME/ADMIN_PASSWORD, rate limits …) and Node's own `nodeArgs` (the profiler's), and waits
 * until `GET /api/health/` answers. `entry` runs another script the same way (bench:http's HTTP
 * floor, http-floor-server.ts).
 */
export async function startServer(
  env: Record<string, string>,
  timeoutMs = 180_000,
  nodeArgs: string[] = [],
  entry = serverEntry,
): Promise<RunningServer> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', entry], {
    cwd: serverDir,
    env: {
      ...process.env,
      // glibc's malloc arenas as docs/operations.md ("Memory") recommends for the server: the soak
      // measures the configuration operators run (an explicit MALLOC_ARENA_MAX is kept)
      MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? recommendedMallocArenas,
      // the bench process's own database settings never leak into the child's
      DATABASE_URL: '',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      WEB_DIST: `${serverDir}.no-web-for-load-scripts`,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // the server runs at the usual priority even when the generator lowered its own before (children
  // inherit it): `bench:http` replays the SQL side niced too (docs/performance.md "HTTP benchmark")
  if (child.pid !== undefined && getPriority() !== 0) {
    try {
      setPriority(child.pid, 0);
    } catch {
      // raising a priority again takes privileges: the server then shares the generator's, and the
      // benchmark's report says so (`priorityOf`)
    }
  }
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}): ${stderr}`);
    try {
      const res = await fetch(`${url}/api/health/`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not answer within ${timeoutMs / 1000} s: ${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    pid: child.pid as number,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(force);
    },
  };
}

/** Signs in over HTTP; returns the access token. */
export async function signIn(url: string, username: string, password: string): Promise<string> {
  const res = await fetch(`${url}/api/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const body = (await res.json()) as { token?: string };
  if (!res.ok || !body.token) throw new Error(`sign-in as ${username} answered ${res.status}`);
  return body.token;
}

/** Resident set size of a process in bytes (VmRSS of /proc/<pid>/status); NaN where /proc is missing. */
export function rssOf(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
    return kb ? Number(kb) * 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/**
 * The niceness the load scripts give themselves once the server runs (its child keeps 0): on a
 * machine where the load generator shares the cores with the server and PostgreSQL, the server is
 * served first and the generator's own CPU does not stand in the figures (docs/performance.md).
 */
export const GENERATOR_NICENESS = 10;

/** A process's niceness (this process's without a pid); undefined where it cannot be read. */
export function priorityOf(pid?: number): number | undefined {
  try {
    return pid === undefined ? getPriority() : getPriority(pid);
  } catch {
    return undefined;
  }
}

/** Lowers this process's priority to GENERATOR_NICENESS (after the server was spawned: children inherit it). */
export function yieldToServer(): number {
  try {
    setPriority(GENERATOR_NICENESS);
    return GENERATOR_NICENESS;
  } catch {
    return 0;
  }
}
