import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { migrate } from './db/migrate';
import { seed } from './db/seed/seed';
import { isStrongPassword, warmPasswordStrength } from './lib/password-strength';
import { startCandidateImporter } from './modules/candidate-import/candidate-import.worker';
import { startCvIndexer } from './modules/cv-search/cv-index.worker';
import { startMailWorker } from './modules/mail/mail.worker';
import { startApprovalReminders } from './modules/vacancies/approval-reminders';

/** Starts the server: open, migrate and seed the database, listen, shut down gracefully. */
export async function main() {
  const config = loadConfig();
  const database = await openDatabase(config);
  await migrate(database);
  const app = await buildApp({ config, database });
  // delivers the outbox over SMTP_URL; stopped by app.close() below (docs/domain.md#mail-outbox)
  startMailWorker(app);
  // approvals left open get their reminders (docs/decisions.md, administrative process)
  startApprovalReminders(app);
  // reads the text of stored CVs and documents for the CV search (docs/decisions.md "CV search")
  startCvIndexer(app);
  // writes the rows of started candidate imports (docs/decisions.md "Candidate import")
  startCandidateImporter(app);
  const { generatedPassword, createdSuperuser } = await seed(database.db, config);
  if (
    createdSuperuser &&
    config.adminPassword &&
    !isStrongPassword(config.adminPassword, { username: config.adminUsername })
  ) {
    // the operator chose it: start anyway, but say so (docs/operations.md)
    app.log.warn(
      { username: config.adminUsername },
      'ADMIN_PASSWORD is easy to guess: change the first superuser password in your profile',
    );
  }
  if (config.databaseUrl && !process.env.JWT_SECRET?.trim()) {
    // the secret generated under DATA_DIR is this host's own: tokens would not work on another process
    app.log.warn(
      'JWT_SECRET is not set: with several processes on one PostgreSQL give them all the same JWT_SECRET (docs/operations.md)',
    );
  }
  if (generatedPassword) {
    app.log.warn(
      { username: config.adminUsername },
      `First superuser created. Username: ${config.adminUsername}  Password: ${generatedPassword}  (shown once; change it in your profile)`,
    );
  }
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  setImmediate(warmPasswordStrength);
  app.log.info(`Recruitment Platform on http://localhost:${config.port} (database: ${database.kind})`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
