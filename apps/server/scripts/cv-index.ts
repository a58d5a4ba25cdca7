/**
 * `npm run cv:index`: reads the text of every stored CV and candidate document that has none yet,
 * for the CV search (docs/decisions.md "CV search"; docs/operations.md "CV search"). The server does
 * this for new uploads by itself; this backfill queues the files stored before, then reads them
 * all, printing its progress. Resumable: stopped half-way, it goes on from where it was the next
 * time (what was read stays read). Same DATA_DIR / DATABASE_URL as the server; with the embedded
 * database stop the server first (one process at a time may open ./data). OCR_CONCURRENCY images
 * are recognised at once.
 */
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { indexDueFileTexts } from '../src/modules/cv-search/cv-index.service';
import {
  countFileTextsByStatus,
  enqueueUnreadFiles,
  releasePendingFileTexts,
} from '../src/modules/cv-search/cv-search.queries';
import { createOcr } from '../src/modules/cv-search/ocr';
import { releaseStorage, storageFor } from '../src/plugins/storage';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const invokedFrom = process.env.INIT_CWD ?? process.cwd();

async function main() {
  const dataDir = process.env.DATA_DIR ? resolve(invokedFrom, process.env.DATA_DIR) : join(root, 'data');
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir });
  const database = await openDatabase(config);
  const ocr = createOcr({ concurrency: config.ocrConcurrency });
  try {
    await migrate(database);
    const queued = await enqueueUnreadFiles(database.db);
    // a run stopped mid-file left its claims leased: this run takes them at once
    await releasePendingFileTexts(database.db);
    const counts = await countFileTextsByStatus(database.db);
    const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
    console.log(`${queued} files queued now; ${counts.pending ?? 0} of ${total} to read`);
    const started = Date.now();
    const done = { done: 0, unreadable: 0, skipped: 0, retried: 0 };
    let read = 0;
    for (;;) {
      const result = await indexDueFileTexts(
        { db: database.db, storage: storageFor(config), ocr },
        { batchSize: 20 },
      );
      if (result.claimed === 0) break;
      read += result.claimed - result.retried;
      done.done += result.done;
      done.unreadable += result.unreadable;
      done.skipped += result.skipped;
      done.retried += result.retried;
      const seconds = (Date.now() - started) / 1000;
      console.log(
        `${read} read (${done.done} with text, ${done.unreadable} unreadable, ${done.skipped} without a candidate, ${done.retried} to retry) in ${seconds.toFixed(0)} s`,
      );
    }
    const after = await countFileTextsByStatus(database.db);
    console.log(`finished: ${JSON.stringify(after)}`);
  } finally {
    await ocr.close();
    await database.close();
    releaseStorage(config);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
