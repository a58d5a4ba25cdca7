import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { endpoints } from '@rp/contract/endpoints';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { queryRows } from '../../db/client';
import { migrationsFolder } from '../../db/migrate';
import { route } from '../../lib/route';
import { translateText } from './translate';

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

/** *Added* (docs/api.md): diagnostics of the Testing page, superusers only. */
export async function utilsRoutes(app: FastifyInstance) {
  route(app, endpoints.utils.translationStatus, async () => ({
    available: Boolean(app.config.translateUrl),
  }));
  route(app, endpoints.utils.translateToEnglish, async ({ body }) => ({
    text: await translateText(app.config, body.text, 'es', 'en'),
  }));
  route(app, endpoints.utils.translateToSpanish, async ({ body }) => ({
    text: await translateText(app.config, body.text, 'en', 'es'),
  }));
  route(app, endpoints.utils.diagnostics, async ({ ctx }) => {
    const [migrations] = await queryRows<{ count: number | string; last: number | string | null }>(
      ctx.db,
      sql`select count(*) as count, max(created_at) as last from drizzle.__drizzle_migrations`,
    );
    const [files] = await queryRows<{ count: number | string }>(
      ctx.db,
      sql`select count(*) as count from file_records`,
    );
    const [mail] = await queryRows<{ queued: number | string; failed: number | string }>(
      ctx.db,
      sql`select count(*) filter (where status = 'queued') as queued, count(*) filter (where status = 'failed') as failed from mail_outbox where status <> 'sent'`,
    );
    const [now] = await queryRows<{ now: string | Date }>(ctx.db, sql`select now() as now`);
    const last = migrations?.last == null ? null : String(migrations.last);
    return {
      version,
      node: process.version,
      database: {
        kind: app.database.kind,
        migrations: {
          count: Number(migrations?.count ?? 0),
          last_name: last ? (migrationNames.get(last) ?? null) : null,
          last_at: last ? new Date(Number(last)).toISOString() : null,
        },
      },
      storage: { kind: app.storage.kind, files: Number(files?.count ?? 0) },
      mail: {
        smtp: Boolean(app.config.smtpUrl),
        queued: Number(mail?.queued ?? 0),
        failed: Number(mail?.failed ?? 0),
      },
      server_time: new Date(now?.now ?? Date.now()).toISOString(),
    };
  });
}
