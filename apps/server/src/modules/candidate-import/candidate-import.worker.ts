import { endpoints } from '@rp/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import { type PollingWorker, startPollingWorker } from '../../lib/polling-worker';
import { importDueRows } from './candidate-import.service';

/** Seconds between the import worker's looks for an import to run (one started here wakes it). */
const importPollSeconds = 2;

/**
 * The candidate import worker of this server process (docs/decisions.md "Candidate import"): writes
 * the rows of started imports, 200 per transaction, as many rounds as are waiting. Several processes
 * share the work (an import in progress is locked by the one writing it); a restart continues with
 * the rows not written. Call it before the app is ready (server.ts), so it can hook the app's close.
 */
export function startCandidateImporter(
  app: FastifyInstance,
  opts: { intervalMs?: number } = {},
): PollingWorker {
  const worker = startPollingWorker(app, {
    name: 'Candidate import',
    intervalMs: opts.intervalMs ?? importPollSeconds * 1000,
    round: () => importDueRows(app.database.db),
  });
  // an import just started is written at once, not at the next look (another process's start is
  // seen at its next look)
  const startUrl = `/api/${endpoints.candidateImports.start.path}`;
  app.addHook('onResponse', async (req, reply) => {
    if (req.routeOptions.url === startUrl && reply.statusCode === 202) worker.wake();
  });
  return worker;
}
