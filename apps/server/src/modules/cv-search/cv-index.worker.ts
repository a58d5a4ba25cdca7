import type { FastifyInstance } from 'fastify';
import { type PollingWorker, startPollingWorker } from '../../lib/polling-worker';
import { storageFor } from '../../plugins/storage';
import { indexBatchSize, indexDueFileTexts } from './cv-index.service';
import { createOcr } from './ocr';

export type CvIndexer = PollingWorker;

/**
 * The CV indexer of this server process (docs/decisions.md "CV search"): every CV_INDEX_POLL_SECONDS
 * it reads the texts of newly stored CVs and documents, as many rounds as are waiting, off the
 * request path; OCR runs in worker threads, OCR_CONCURRENCY images at a time. Several processes
 * share the work (claims skip rows another holds). It stops when the app closes, after the file in
 * progress. Call it before the app is ready (server.ts), so it can hook the app's close.
 */
export function startCvIndexer(app: FastifyInstance, opts: { intervalMs?: number } = {}): CvIndexer {
  const { config, database, log } = app;
  const ocr = createOcr({ concurrency: config.ocrConcurrency });
  const storage = storageFor(config);
  return startPollingWorker(app, {
    name: 'CV indexer',
    intervalMs: opts.intervalMs ?? config.cvIndexPollSeconds * 1000,
    round: async () => {
      const result = await indexDueFileTexts({ db: database.db, storage, ocr });
      if (result.claimed) log.info({ cvIndex: result }, 'CV texts read');
      return result.claimed >= indexBatchSize;
    },
    onStop: () => ocr.close(),
  });
}
