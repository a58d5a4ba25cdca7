import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Diagnostics } from '@rp/contract/entities/diagnostics';
import type { Ctx } from '../../context';
import { migrationsFolder } from '../../db/migrate';
import { countDiagnostics } from './diagnostics.queries';

type Journal = { entries: Array<{ tag: string; when: number }> };

function readJson<T>(path: string): T | null {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as T;
  } catch {
    return null;
  }
}

/** The product version: the root package.json's. */
const version =
  readJson<{ version?: string }>(fileURLToPath(new URL('../../../../../package.json', import.meta.url)))
    ?.version ?? 'unknown';

/** drizzle-kit's journal names each migration by tag; the table stores only its `when` (created_at). */
const migrationNames = new Map(
  (readJson<Journal>(join(migrationsFolder, 'meta', '_journal.json'))?.entries ?? []).map((entry) => [
    String(entry.when),
    entry.tag,
  ]),
);

/**
 * utils/diagnostics/ (*added*, docs/api.md): the version, the database's migrations, the stored
 * files, the mail waiting or failed and the server's time, read in one statement; `kinds` says which
 * database and storage the app runs on.
 */
export async function diagnostics(
  ctx: Pick<Ctx, 'db' | 'config'>,
  kinds: { database: string; storage: string },
): Promise<Diagnostics> {
  const counts = await countDiagnostics(ctx.db);
  const last = counts?.last_migration == null ? null : String(counts.last_migration);
  return {
    version,
    node: process.version,
    database: {
      kind: kinds.database,
      migrations: {
        count: Number(counts?.migrations ?? 0),
        last_name: last ? (migrationNames.get(last) ?? null) : null,
        last_at: last ? new Date(Number(last)).toISOString() : null,
      },
    },
    storage: { kind: kinds.storage, files: Number(counts?.files ?? 0) },
    mail: {
      smtp: Boolean(ctx.config.smtpUrl),
      queued: Number(counts?.queued ?? 0),
      failed: Number(counts?.failed ?? 0),
    },
    server_time: new Date(counts?.now ?? Date.now()).toISOString(),
  };
}
