import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

/** apps/server: where `node --import tsx src/server.ts` is started from. */
const serverRoot = fileURLToPath(new URL('../../', import.meta.url));

/** A free TCP port on the loopback (asked of the OS, then released for the server to take). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export type ServerProcess = {
  url: string;
  port: number;
  child: ChildProcess;
  /** Milliseconds from spawn to the first healthy answer. */
  startMs: number;
  /** What the process wrote to stdout and stderr (its log), for failure messages. */
  output: () => string;
  /** SIGKILL: no shutdown hook runs, the database sees the connection drop mid-transaction. */
  kill: () => Promise<void>;
  /** SIGTERM and wait: the graceful shutdown of server.ts (app.close, database.close). */
  stop: () => Promise<void>;
};

/** The environment a spawned server starts with: only what it needs, never the test runner's own. */
export function serverEnv(vars: Record<string, string | undefined>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    TMPDIR: process.env.TMPDIR,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
  };
  for (const [key, value] of Object.entries(vars)) if (value !== undefined) env[key] = value;
  return env;
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/**
 * Starts the real server (src/server.ts: migrate, seed, listen) as a child process with `env`
 * (PORT is chosen here) and resolves once `/api/health/` answers 200; a process that exits or
 * stays unhealthy for `timeoutMs` rejects with its output.
 */
export async function startServerProcess(
  env: Record<string, string | undefined>,
  opts: { timeoutMs?: number } = {},
): Promise<ServerProcess> {
  const started = performance.now();
  const spawned = await spawnServer(env, 'src/server.ts');
  return spawned.healthy(started, opts.timeoutMs);
}

/**
 * The server process with its modules loaded but not started (src/test/warm-server.ts): `start()`
 * opens the database and listens, as `startServerProcess` does, without the seconds of loading.
 */
export async function warmServerProcess(env: Record<string, string | undefined>) {
  const spawned = await spawnServer(env, 'src/test/warm-server.ts');
  const loaded = new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      if (!chunk.toString().includes('loaded')) return;
      spawned.child.stdout?.off('data', onData);
      resolve();
    };
    spawned.child.stdout?.on('data', onData);
    spawned.child.once('exit', () => reject(new Error(`server exited while loading:\n${spawned.output()}`)));
  });
  loaded.catch(() => {});
  return {
    /** Resolves when healthy; `startMs` counts from here (the start proper, not the loading). */
    start: async (opts: { timeoutMs?: number } = {}) => {
      await loaded;
      const started = performance.now();
      spawned.child.stdin?.write('go\n');
      return spawned.healthy(started, opts.timeoutMs);
    },
    kill: async () => {
      spawned.child.kill('SIGKILL');
      await exited(spawned.child);
    },
  };
}

/** Every server this process spawned and that is still running: killed if this process exits first. */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

async function spawnServer(env: Record<string, string | undefined>, entry: string) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: serverRoot,
    env: serverEnv({ ...env, PORT: String(port) }),
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-500_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const output = () => log;
  return {
    child,
    output,
    healthy: (started: number, timeoutMs?: number) =>
      waitHealthy({ child, url, port, output }, started, timeoutMs),
  };
}

async function waitHealthy(
  server: { child: ChildProcess; url: string; port: number; output: () => string },
  started: number,
  timeoutMs = 180_000,
): Promise<ServerProcess> {
  const { child, url, port } = server;
  const processExit = exited(child);
  const log = { toString: server.output };
  const deadline = started + timeoutMs;
  let isHealthy = false;
  while (!isHealthy) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`server exited (${child.exitCode ?? child.signalCode}) before it was healthy:\n${log}`);
    if (performance.now() > deadline) {
      child.kill('SIGKILL');
      await processExit;
      throw new Error(`server not healthy within ${timeoutMs} ms:\n${log}`);
    }
    try {
      const res = await fetch(`${url}/api/health/`, { signal: AbortSignal.timeout(2000) });
      isHealthy = res.status === 200;
    } catch {
      // not listening yet
    }
    if (!isHealthy) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const startMs = Math.round(performance.now() - started);
  return {
    url,
    port,
    child,
    startMs,
    output: server.output,
    kill: async () => {
      child.kill('SIGKILL');
      await processExit;
    },
    stop: async () => {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await processExit;
      clearTimeout(timer);
    },
  };
}

/** Signs in over HTTP and returns the access and refresh tokens; anything but 200 throws. */
export async function loginOver(
  url: string,
  credentials: { username: string; password: string },
): Promise<{ token: string; refresh_token: string }> {
  const res = await fetch(`${url}/api/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  const body = (await res.json()) as { token: string; refresh_token: string };
  if (res.status !== 200) throw new Error(`login at ${url} answered ${res.status}: ${JSON.stringify(body)}`);
  return body;
}
