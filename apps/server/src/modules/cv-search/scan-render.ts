import { Worker } from 'node:worker_threads';
import { pdfOpenOptions } from '../../lib/document-text';

/** A scanned page is rendered at 200 dpi for OCR, within these bounds (pixels). */
const RENDER_DPI = 200;
const MAX_RENDER_SIDE = 4_000;
const MAX_RENDER_PIXELS = 16_000_000;

type Message = { page: number; png: Uint8Array | null } | { done: true };

/**
 * The first `pages` pages of a scanned PDF as PNG images for OCR (null for a page with no size),
 * drawn by PDF.js in a worker thread of its own (`scan-render.worker.mjs`): drawing an A4 scan at
 * 200 dpi holds a thread for about a third of a second a page, which on the server's own thread
 * would stall every request meanwhile (docs/decisions.md "CV search"). The thread ends with the
 * job, or at once when `signal` aborts (the reading's time is up). Rejects when the PDF cannot be
 * drawn.
 */
export function renderScanPages(
  buffer: Buffer,
  options: { pages: number; signal?: AbortSignal },
): Promise<Array<Buffer | null>> {
  return new Promise((resolve, reject) => {
    if (options.signal?.aborted) return reject(new Error('Aborted.'));
    const thread = new Worker(new URL('./scan-render.worker.mjs', import.meta.url), {
      workerData: {
        buffer,
        pages: options.pages,
        pdfOptions: pdfOpenOptions,
        dpi: RENDER_DPI,
        maxSide: MAX_RENDER_SIDE,
        maxPixels: MAX_RENDER_PIXELS,
      },
      // a broken PDF must not take the server's memory with it
      resourceLimits: { maxOldGenerationSizeMb: 512 },
    });
    const images: Array<Buffer | null> = [];
    let isSettled = false;
    const settle = (outcome: () => void) => {
      if (isSettled) return;
      isSettled = true;
      options.signal?.removeEventListener('abort', abort);
      void thread.terminate();
      outcome();
    };
    const abort = () => settle(() => reject(new Error('Aborted.')));
    options.signal?.addEventListener('abort', abort, { once: true });
    thread.on('message', (message: Message) => {
      if ('done' in message) settle(() => resolve(images));
      else images[message.page - 1] = message.png ? Buffer.from(message.png) : null;
    });
    thread.once('error', (error) => settle(() => reject(error)));
    thread.once('exit', (code) => settle(() => reject(new Error(`The render thread ended (${code}).`))));
  });
}
