import { describe, expect, it } from 'vitest';
import { renderPdf } from '../../lib/pdf';
import { drawnText } from '../../test/drawn-text';
import { renderScanPages } from './scan-render';
import { imageSize } from './text-extraction';

/** A PDF of `pages` A4 pages, each only a picture of a line of text: a scan. */
async function scannedPdf(pages: number): Promise<Buffer> {
  const png = await drawnText(['Operador de montacargas']).canvas.encode('png');
  const image = `data:image/png;base64,${png.toString('base64')}`;
  return renderPdf({
    content: Array.from({ length: pages }, (_, i) => ({
      image,
      width: 500,
      pageBreak: i ? 'before' : undefined,
    })),
  });
}

describe('renderScanPages (a scan drawn off the server thread)', () => {
  it('draws each page asked for as a PNG at 200 dpi', async () => {
    const images = await renderScanPages(await scannedPdf(3), { pages: 2 });
    expect(images).toHaveLength(2);
    for (const image of images) {
      expect(image?.subarray(1, 4).toString('latin1')).toBe('PNG');
      // A4 (595.28 × 841.89 pt) at 200 dpi, rounded down
      expect(imageSize(image ?? Buffer.alloc(0), 'image/png')).toEqual({ width: 1653, height: 2338 });
    }
  });

  it('stops at once when aborted, and rejects what is no PDF', async () => {
    const controller = new AbortController();
    const drawing = renderScanPages(await scannedPdf(5), { pages: 5, signal: controller.signal });
    controller.abort();
    await expect(drawing).rejects.toThrow('Aborted.');
    await expect(renderScanPages(Buffer.from('%PDF-1.4 broken'), { pages: 1 })).rejects.toThrow();
  });
});
