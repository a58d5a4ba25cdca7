import { access, copyFile, mkdtemp, rm, symlink } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Worker as Thread } from 'node:worker_threads';
import type Tesseract from 'tesseract.js';

/**
 * Text recognition of images (a scanned CV, a photo of a document) with tesseract.js: Tesseract
 * compiled to WebAssembly, run in worker threads so the server's event loop stays free. Spanish and
 * English, from the trained data of the `@tesseract.js-data/*` packages (docs/dependencies.md); the
 * core comes from `tesseract.js-core` in node_modules, so nothing is downloaded at run time and no
 * cache is read or written (only a temporary folder of links, see `languageFolder`).
 *
 * Workers start on first use, at most `concurrency` at a time; more images wait in turn. An image
 * taking longer than `timeoutMs` is given up and its worker ended (a new one starts for the next
 * image); a worker idle for a minute is ended too (each holds a few hundred MB).
 */
export type Ocr = { recognize(image: Buffer): Promise<string>; close(): Promise<void> };

/** Workers alive or starting, images being read, images waiting for a worker. */
export type OcrStats = { workers: number; active: number; queued: number };

/** An image that took longer than the time allowed. */
export class OcrTimeoutError extends Error {
  constructor(ms: number) {
    super(`Text recognition took longer than ${ms} ms.`);
    this.name = 'OcrTimeoutError';
  }
}

/** Recognition cannot run: the service was closed, or its workers cannot start. */
export class OcrUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OcrUnavailableError';
  }
}

/** An image Tesseract could not read (not an image it knows, or damaged). */
export class OcrImageError extends Error {
  constructor(reason: unknown) {
    super(`The image could not be read: ${String(reason)}`);
    this.name = 'OcrImageError';
  }
}

const LANGUAGES = ['spa', 'eng'] as const;
const DEFAULT_TIMEOUT_MS = 60_000;
const IDLE_MS = 60_000;

const requireHere = createRequire(import.meta.url);

/** A language's trained data: the LSTM model (integer weights, what tesseract.js reads by default). */
function trainedData(language: (typeof LANGUAGES)[number]): string {
  const dir = dirname(requireHere.resolve(`@tesseract.js-data/${language}/package.json`));
  return join(dir, '4.0.0_best_int', `${language}.traineddata.gz`);
}

/**
 * A private temporary folder holding links to both languages' trained data (copies where links
 * cannot be made): tesseract.js reads every language of a worker from one folder (`langPath`), and
 * each package has its own. Its other way, languages given as `{ code, data }`, cannot serve: 7.0.0
 * then names the language by its bytes and the worker never starts. Removed by `close()`.
 */
async function languageFolder(): Promise<string> {
  const sources = LANGUAGES.map((language) => ({ language, path: trainedData(language) }));
  for (const { path } of sources) await access(path);
  const folder = await mkdtemp(join(tmpdir(), 'rp-ocr-'));
  for (const { language, path } of sources) {
    const link = join(folder, `${language}.traineddata.gz`);
    await symlink(path, link).catch(() => copyFile(path, link));
  }
  return folder;
}

type Slot = {
  worker: Tesseract.Worker;
  thread: Thread | undefined;
  idle: NodeJS.Timeout | undefined;
  /** Set once the worker is being ended. */
  ended: Promise<void> | undefined;
  /** Set while an image is read: fails it (the worker stopped, or the service closed). */
  fail: ((error: Error) => void) | undefined;
};

export function createOcr(options: { concurrency: number; timeoutMs?: number }): Ocr & {
  stats(): OcrStats;
} {
  const concurrency = Math.max(1, Math.floor(options.concurrency) || 1);
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const idle: Slot[] = [];
  const running = new Set<Slot>();
  /** Workers being started, and every worker started (to end them all on close). */
  const starting = new Set<Promise<Slot>>();
  const started = new Set<Slot>();
  const waiting: { start: () => void; refuse: (error: Error) => void }[] = [];
  let workers = 0;
  let active = 0;
  let closed = false;
  let folder: Promise<string> | undefined;

  const closedError = () => new OcrUnavailableError('The text recognition service is closed.');

  /** A turn to read an image: at once while fewer than `concurrency` are read, else in order. */
  function takeTurn(): Promise<void> {
    if (active < concurrency) {
      active += 1;
      return Promise.resolve();
    }
    return new Promise((start, refuse) => waiting.push({ start, refuse }));
  }

  /** Hands the turn to the next image waiting, if any. */
  function giveTurn() {
    const next = waiting.shift();
    if (next) next.start();
    else active -= 1;
  }

  function end(slot: Slot): Promise<void> {
    slot.ended ??= (async () => {
      workers -= 1;
      clearTimeout(slot.idle);
      const at = idle.indexOf(slot);
      if (at >= 0) idle.splice(at, 1);
      running.delete(slot);
      await slot.worker.terminate().catch(() => undefined);
      await slot.thread?.terminate().catch(() => undefined);
      started.delete(slot);
    })();
    return slot.ended;
  }

  /** Back to the idle workers, ended after a while unused. */
  function park(slot: Slot) {
    running.delete(slot);
    slot.fail = undefined;
    if (slot.ended) return;
    if (closed) {
      void end(slot);
      return;
    }
    slot.idle = setTimeout(() => void end(slot), IDLE_MS);
    slot.idle.unref();
    idle.push(slot);
  }

  async function startWorker(): Promise<Slot> {
    workers += 1;
    try {
      folder ??= languageFolder();
      const langPath = await folder;
      const { default: tesseract } = await import('tesseract.js');
      let failStart: ((error: Error) => void) | undefined;
      const failed = new Promise<never>((_, reject) => {
        failStart = reject;
      });
      const worker = await Promise.race([
        tesseract.createWorker(LANGUAGES.join('+'), tesseract.OEM.LSTM_ONLY, {
          langPath,
          gzip: true,
          // neither read nor write a cache of the trained data
          cacheMethod: 'none',
          // without a handler tesseract.js throws its workers' errors in a message listener; each
          // error also rejects the call it belongs to
          errorHandler: (error: unknown) => failStart?.(new OcrUnavailableError(String(error))),
        }),
        failed,
      ]);
      failStart = undefined;
      // the worker thread tesseract.js made: its crash fails the image it reads, never the process
      const thread = (worker as unknown as { worker?: unknown }).worker;
      const slot: Slot = {
        worker,
        thread: thread instanceof Thread ? thread : undefined,
        idle: undefined,
        ended: undefined,
        fail: undefined,
      };
      slot.thread?.unref();
      const stopped = (error: unknown) => {
        const fail = slot.fail;
        void end(slot);
        fail?.(new OcrImageError(error));
      };
      slot.thread?.on('error', stopped);
      slot.thread?.on('exit', (code) => stopped(`the worker stopped (${code})`));
      return slot;
    } catch (error) {
      workers -= 1;
      throw error instanceof OcrUnavailableError ? error : new OcrUnavailableError(String(error));
    }
  }

  /**
   * Reads one image on an idle worker or a new one, within the time allowed. `release` (the turn)
   * is called once the worker is back among the idle ones or ended — not before: a worker still
   * starting for an image given up keeps its turn, so there are never more than `concurrency`.
   */
  function read(image: Buffer, release: () => void): Promise<string> {
    return new Promise<string>((resolve, reject) => {
      let slot: Slot | undefined;
      let settled = false;
      const settle = (outcome: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        outcome();
      };
      const timer = setTimeout(() => {
        settle(() => reject(new OcrTimeoutError(timeoutMs)));
        if (slot) {
          void end(slot);
          release();
        }
      }, timeoutMs);

      const onSlot = (taken: Slot) => {
        if (settled || closed) {
          // given up (too slow, or closed) while the worker started
          park(taken);
          release();
          settle(() => reject(closedError()));
          return;
        }
        slot = taken;
        running.add(taken);
        taken.fail = (error) => {
          settle(() => reject(error));
          release();
        };
        taken.worker.recognize(image).then(
          ({ data }) => {
            settle(() => resolve(data.text));
            park(taken);
            release();
          },
          (error: unknown) => {
            settle(() => reject(new OcrImageError(error)));
            park(taken);
            release();
          },
        );
      };

      const ready = idle.pop();
      if (ready) {
        clearTimeout(ready.idle);
        onSlot(ready);
        return;
      }
      const start = startWorker();
      starting.add(start);
      start.then(
        (taken) => {
          starting.delete(start);
          started.add(taken);
          onSlot(taken);
        },
        (error: Error) => {
          starting.delete(start);
          settle(() => reject(error));
          release();
        },
      );
    });
  }

  return {
    async recognize(image) {
      if (closed) throw closedError();
      await takeTurn();
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        giveTurn();
      };
      if (closed) {
        release();
        throw closedError();
      }
      return read(image, release);
    },

    async close() {
      closed = true;
      for (const turn of waiting.splice(0)) turn.refuse(closedError());
      for (const slot of running) slot.fail?.(closedError());
      await Promise.allSettled([...starting]);
      await Promise.all([...started].map(end));
      const made = folder;
      folder = undefined;
      if (made) {
        await made.then((path) => rm(path, { recursive: true, force: true })).catch(() => undefined);
      }
    },

    stats: () => ({ workers, active, queued: waiting.length }),
  };
}
