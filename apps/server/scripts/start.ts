/**
 * `npm start`: builds the web app when its bundle is missing (or REBUILD_WEB=1), then starts the
 * server. npm runs workspace scripts with the workspace as cwd (apps/server), so the defaults that
 * the README promises relative to the repository root (./data, apps/web/dist) are made absolute
 * here, before the server reads its configuration. Relative DATA_DIR / WEB_DIST values are taken
 * relative to the directory `npm start` was typed in (npm's INIT_CWD).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const invokedFrom = process.env.INIT_CWD ?? process.cwd();

function absolute(value: string | undefined, fallback: string): string {
  return value ? resolve(invokedFrom, value) : fallback;
}

process.env.DATA_DIR = absolute(process.env.DATA_DIR, join(root, 'data'));
process.env.WEB_DIST = absolute(process.env.WEB_DIST, join(root, 'apps', 'web', 'dist'));

/** Runs `npm run build -w @rp/web` from the repository root; any failure stops the start. */
function buildWeb(reason: string) {
  console.log(`[start] building the web app (${reason}): npm run build -w @rp/web`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['run', 'build', '-w', '@rp/web'], { cwd: root, stdio: 'inherit' });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    throw new Error(
      `web build failed (exit code ${result.status ?? result.signal}); the server was not started`,
    );
  }
}

async function start() {
  const webPackage = join(root, 'apps', 'web', 'package.json');
  const webIndex = join(process.env.WEB_DIST as string, 'index.html');
  if (existsSync(webPackage)) {
    if (process.env.REBUILD_WEB === '1') buildWeb('REBUILD_WEB=1');
    else if (!existsSync(webIndex)) buildWeb(`${webIndex} is missing`);
    if (!existsSync(webIndex)) {
      console.warn(`[start] ${webIndex} not found: serving the API only`);
    }
  } else {
    console.warn('[start] apps/web is not there: serving the API only');
  }
  const { main } = await import('../src/server');
  await main();
}

start().catch((err: unknown) => {
  console.error('[start] failed:', err);
  process.exit(1);
});
