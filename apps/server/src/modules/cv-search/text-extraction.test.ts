import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { renderPdf } from '../../lib/pdf';
import { drawnText } from '../../test/drawn-text';
import { docxBytes, elfBytes, pdfBytes, pngBytes, zipBytes } from '../../test/factories';
import { createOcr, OcrTimeoutError, OcrUnavailableError } from './ocr';
import { type ExtractedText, extractText, imageSize, normalisePage } from './text-extraction';

/**
 * The text of stored CVs (modules/cv-search): documents the tests make themselves — PDFs with
 * pdfmake, a DOCX zipped by hand, images drawn with @napi-rs/canvas in pdfmake's Roboto font —
 * read as text or by OCR (one OCR service for the file, closed at the end).
 */

const ocr = createOcr({ concurrency: 1 });
afterAll(() => ocr.close());

const SENTENCE = 'Operador de montacargas con experiencia en soldadura';

/** Black lines of text on white (test/drawn-text.ts). */
const drawn = drawnText;

const sentencePng = () => drawn([SENTENCE]).canvas.encode('png');

/** The same picture as a 24-bit BMP and an 8-bit grey uncompressed TIFF, written by hand. */
function bmpAndTiff(lines: string[]) {
  const { context, width, height } = drawn(lines);
  const rgba = context.getImageData(0, 0, width, height).data;
  const row = Math.ceil((width * 3) / 4) * 4;
  const bmp = Buffer.alloc(54 + row * height);
  bmp.write('BM', 0, 'latin1');
  bmp.writeUInt32LE(bmp.length, 2);
  bmp.writeUInt32LE(54, 10);
  bmp.writeUInt32LE(40, 14);
  bmp.writeInt32LE(width, 18);
  bmp.writeInt32LE(height, 22);
  bmp.writeUInt16LE(1, 26);
  bmp.writeUInt16LE(24, 28);
  bmp.writeUInt32LE(row * height, 34);
  const entries: [tag: number, type: number, value: number][] = [
    [256, 3, width],
    [257, 3, height],
    [258, 3, 8],
    [259, 3, 1],
    [262, 3, 1],
    [273, 4, 0],
    [277, 3, 1],
    [278, 3, height],
    [279, 4, width * height],
  ];
  const pixelsAt = 8 + 2 + entries.length * 12 + 4;
  const tiff = Buffer.alloc(pixelsAt + width * height);
  tiff.write('II', 0, 'latin1');
  tiff.writeUInt16LE(42, 2);
  tiff.writeUInt32LE(8, 4);
  tiff.writeUInt16LE(entries.length, 8);
  entries.forEach(([tag, type, value], i) => {
    const at = 10 + i * 12;
    tiff.writeUInt16LE(tag, at);
    tiff.writeUInt16LE(type, at + 2);
    tiff.writeUInt32LE(1, at + 4);
    if (type === 3) tiff.writeUInt16LE(value, at + 8);
    else tiff.writeUInt32LE(tag === 273 ? pixelsAt : value, at + 8);
  });
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const from = (y * width + x) * 4;
      const to = 54 + (height - 1 - y) * row + x * 3;
      bmp[to] = rgba[from + 2] ?? 0;
      bmp[to + 1] = rgba[from + 1] ?? 0;
      bmp[to + 2] = rgba[from] ?? 0;
      tiff[pixelsAt + y * width + x] = rgba[from] ?? 0;
    }
  }
  return { bmp, tiff };
}

/** The lower-cased text of a done extraction, or its outcome when it is not done. */
function words(result: ExtractedText, method: 'text' | 'ocr'): string {
  expect(result).toMatchObject({ status: 'done', method });
  return result.status === 'done' ? result.pages.join('\n').toLowerCase() : '';
}

describe('text of documents', () => {
  it('reads the text of a PDF, page by page', async () => {
    const pdf = await renderPdf({ content: [SENTENCE, 'Disponibilidad para turnos rotativos'] });
    const result = await extractText(pdf, { ocr });
    expect(result).toEqual({
      status: 'done',
      method: 'text',
      pages: [`${SENTENCE}\nDisponibilidad para turnos rotativos`],
    });

    const twoPages = await renderPdf({
      content: [
        { text: 'Primera página: experiencia en almacén', pageBreak: 'after' },
        'Segunda página: educación técnica',
      ],
    });
    expect(await extractText(twoPages, { ocr })).toEqual({
      status: 'done',
      method: 'text',
      pages: ['Primera página: experiencia en almacén', 'Segunda página: educación técnica'],
    });
    // no more than `maxPages`
    expect(await extractText(twoPages, { ocr, maxPages: 1 })).toEqual({
      status: 'done',
      method: 'text',
      pages: ['Primera página: experiencia en almacén'],
    });
  });

  it('reads the text of a DOCX as one page', async () => {
    const docx = docxBytes(['Currículum vitae', '  Soldador   certificado\u0000 ', 'Turnos rotativos'], {
      deflate: true,
    });
    expect(await extractText(docx, { ocr })).toEqual({
      status: 'done',
      method: 'text',
      pages: ['Currículum vitae\n\nSoldador certificado\n\nTurnos rotativos'],
    });
  });

  it('stores no control characters and collapses spaces within lines', () => {
    expect(normalisePage(' \u0000Juan\t\tPérez\u00a0 López \r\n\r\n\r\n\r\n  Soldador\u200b\u0007 \n')).toBe(
      'Juan Pérez López\n\nSoldador',
    );
    const long = normalisePage(`${'a'.repeat(49_999)}😀 más`);
    expect(long).toHaveLength(49_999);
  });
});

describe('OCR of images and scans', () => {
  it('reads a PNG, a JPEG, a WebP, a BMP and a TIFF', async () => {
    const png = await sentencePng();
    const text = words(await extractText(png, { ocr }), 'ocr');
    for (const word of ['operador', 'montacargas', 'experiencia', 'soldadura']) expect(text).toContain(word);

    const { canvas } = drawn(['Licencia de conducir tipo federal']);
    const { bmp, tiff } = bmpAndTiff(['Bachillerato técnico en mecánica']);
    const images = {
      jpeg: [await canvas.encode('jpeg', 90), 'licencia'],
      webp: [await canvas.encode('webp', 90), 'federal'],
      bmp: [bmp, 'bachillerato'],
      tiff: [tiff, 'mecánica'],
    } as const;
    for (const [name, [image, word]] of Object.entries(images)) {
      expect(words(await extractText(image, { ocr }), 'ocr'), name).toContain(word);
    }
  });

  it('reads a PDF that holds only a scanned image', async () => {
    const png = await sentencePng();
    const pdf = await renderPdf({
      content: [{ image: `data:image/png;base64,${png.toString('base64')}`, width: 500 }],
    });
    const text = words(await extractText(pdf, { ocr }), 'ocr');
    for (const word of ['montacargas', 'soldadura']) expect(text).toContain(word);
  });

  it('reads image sizes from their headers', async () => {
    const { canvas } = drawn(['x'], { width: 321, height: 123 });
    const { bmp, tiff } = bmpAndTiff(['x']);
    expect(imageSize(await canvas.encode('png'), 'image/png')).toEqual({ width: 321, height: 123 });
    expect(imageSize(await canvas.encode('jpeg'), 'image/jpeg')).toEqual({ width: 321, height: 123 });
    expect(imageSize(await canvas.encode('webp', 80), 'image/webp')).toEqual({ width: 321, height: 123 });
    expect(imageSize(await canvas.encode('webp', 100), 'image/webp')).toEqual({ width: 321, height: 123 });
    expect(imageSize(bmp, 'image/bmp')).toEqual({ width: 1100, height: 140 });
    expect(imageSize(tiff, 'image/tiff')).toEqual({ width: 1100, height: 140 });
    expect(imageSize(Buffer.from([0xff, 0xd8, 0xff]), 'image/jpeg')).toBeUndefined();
  });

  it('reads one image at a time with a concurrency of 1', async () => {
    const [first, second] = [
      await sentencePng(),
      await drawn(['Ayudante general de almacén']).canvas.encode('png'),
    ];
    const reads = [ocr.recognize(first), ocr.recognize(second)];
    expect(ocr.stats()).toMatchObject({ active: 1, queued: 1 });
    let most = { workers: 0, active: 0 };
    const sample = setInterval(() => {
      const { workers, active } = ocr.stats();
      most = { workers: Math.max(most.workers, workers), active: Math.max(most.active, active) };
    }, 2);
    const texts = await Promise.all(reads);
    clearInterval(sample);
    expect(most).toEqual({ workers: 1, active: 1 });
    expect(texts[0]?.toLowerCase()).toContain('montacargas');
    expect(texts[1]?.toLowerCase()).toContain('almacén');
    expect(ocr.stats()).toEqual({ workers: 1, active: 0, queued: 0 });
  });

  it('gives up an image past its time and refuses work once closed', async () => {
    const slow = createOcr({ concurrency: 1, timeoutMs: 1 });
    const png = await sentencePng();
    let most = 0;
    const sample = setInterval(() => {
      most = Math.max(most, slow.stats().workers);
    }, 2);
    await expect(slow.recognize(png)).rejects.toBeInstanceOf(OcrTimeoutError);
    // the worker started for the image given up is the one the next image waits for
    expect(await extractText(png, { ocr: slow })).toEqual({ status: 'unreadable', reason: 'timeout' });
    clearInterval(sample);
    expect(most).toBe(1);
    await slow.close();
    expect(slow.stats()).toEqual({ workers: 0, active: 0, queued: 0 });
    await expect(slow.recognize(png)).rejects.toBeInstanceOf(OcrUnavailableError);
    await expect(extractText(png, { ocr: slow })).rejects.toBeInstanceOf(OcrUnavailableError);
  });
});

describe('documents that cannot be read', () => {
  it('says why, never throwing', async () => {
    const hugePng = pngBytes();
    hugePng.writeUInt32BE(20_000, 16);
    hugePng.writeUInt32BE(20_000, 20);
    const doc = Buffer.alloc(1536);
    Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(doc);
    const cases: [string, Buffer | Promise<Buffer>, ExtractedText][] = [
      ['random bytes', randomBytes(4096), { status: 'unreadable', reason: 'type' }],
      [
        'plain text',
        Buffer.from('Juan Pérez, soldador. juan@example.com'),
        { status: 'unreadable', reason: 'type' },
      ],
      ['an old Word document', doc, { status: 'unreadable', reason: 'type' }],
      ['a zip', zipBytes({ 'cv.txt': 'Juan Pérez' }), { status: 'unreadable', reason: 'type' }],
      ['a program', elfBytes(), { status: 'unreadable', reason: 'type' }],
      ['no bytes', Buffer.alloc(0), { status: 'unreadable', reason: 'empty' }],
      ['a PDF without pages', pdfBytes(), { status: 'unreadable', reason: 'empty' }],
      ['a blank PDF page', renderPdf({ content: [] }), { status: 'unreadable', reason: 'empty' }],
      ['a blank image', drawn([]).canvas.encode('png'), { status: 'unreadable', reason: 'empty' }],
      ['an empty DOCX', docxBytes([]), { status: 'unreadable', reason: 'empty' }],
      [
        'a damaged PDF',
        Buffer.from(`%PDF-1.7\n${'garbage '.repeat(200)}`, 'latin1'),
        { status: 'unreadable', reason: 'broken' },
      ],
      [
        'a damaged DOCX',
        docxBytes([], { documentXml: '<w:document><w:body><w:p>' }),
        { status: 'unreadable', reason: 'broken' },
      ],
      [
        'a damaged PNG',
        Buffer.concat([pngBytes().subarray(0, 33), Buffer.alloc(64, 7)]),
        { status: 'unreadable', reason: 'broken' },
      ],
      [
        'a DOCX that unpacks to 48 MB',
        docxBytes([' '.repeat(48 * 1024 * 1024)], { deflate: true }),
        { status: 'unreadable', reason: 'too_large' },
      ],
      ['a 400-megapixel image', hugePng, { status: 'unreadable', reason: 'too_large' }],
    ];
    for (const [name, bytes, expected] of cases) {
      expect(await extractText(await bytes, { ocr }), name).toEqual(expected);
    }
  });

  it('gives up a document past its time', async () => {
    expect(await extractText(await sentencePng(), { ocr, timeoutMs: 1 })).toEqual({
      status: 'unreadable',
      reason: 'timeout',
    });
  });
});
