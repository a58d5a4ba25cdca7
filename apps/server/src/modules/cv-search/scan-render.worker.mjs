// The pages of a scanned PDF drawn as PNG images for OCR, in a worker thread (scan-render.ts; the
// why in docs/decisions.md "CV search"). Plain JavaScript: a thread entry is loaded by Node itself,
// without the TypeScript loader the server runs under. Receives `workerData` { buffer, pages,
// pdfOptions, dpi, maxSide, maxPixels }; posts { page, png } per page (png null for a page with no
// size), then { done: true }. An error ends the thread, which the caller sees.
import { parentPort, workerData } from 'node:worker_threads';
import { createIsomorphicCanvasFactory, getDocumentProxy, renderPageAsImage } from 'unpdf';

const { buffer, pages, pdfOptions, dpi, maxSide, maxPixels } = workerData;
const canvasImport = () => import('@napi-rs/canvas');
const pdf = await getDocumentProxy(new Uint8Array(buffer), {
  ...pdfOptions,
  CanvasFactory: await createIsomorphicCanvasFactory(canvasImport),
});
try {
  for (let page = 1; page <= Math.min(pdf.numPages, pages); page++) {
    const { width, height } = (await pdf.getPage(page)).getViewport({ scale: 1 });
    if (!(width > 0 && height > 0)) {
      parentPort?.postMessage({ page, png: null });
      continue;
    }
    // `dpi`, less for a page too large for it
    const scale = Math.min(
      dpi / 72,
      maxSide / Math.max(width, height),
      Math.sqrt(maxPixels / (width * height)),
    );
    const png = new Uint8Array(await renderPageAsImage(pdf, page, { canvasImport, scale }));
    parentPort?.postMessage({ page, png }, [png.buffer]);
  }
} finally {
  await pdf.destroy();
}
parentPort?.postMessage({ done: true });
