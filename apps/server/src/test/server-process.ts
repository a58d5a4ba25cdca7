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
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverRoot,
    env: serverEnv({ ...env, PORT: String(port) }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-500_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const processExit = exited(child);
  const deadline = started + (opts.timeoutMs ?? 180_000);
  let isHealthy = false;
  while (!isHealthy) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`server exited (${child.exitCode ?? child.signalCode}) before it was healthy:\n${log}`);
    if (performance.now() > deadline) {
      child.kill('SIGKILL');
      await processExit;
      throw new Error(`server not healthy within ${opts.timeoutMs ?? 180_000} ms:\n${log}`);
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
    output: () => log,
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
