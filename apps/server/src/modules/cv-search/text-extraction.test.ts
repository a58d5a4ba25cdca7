import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { type Canvas, createCanvas, loadImage } from '@napi-rs/canvas';
import { afterAll, describe, expect, it } from 'vitest';
import { renderPdf } from '../../lib/pdf';
import { drawnText } from '../../test/drawn-text';
import { docxBytes, elfBytes, pdfBytes, pngBytes, zipBytes } from '../../test/factories';
import { createOcr, type Ocr, OcrTimeoutError, OcrUnavailableError } from './ocr';
import { type ExtractedText, extractText, imageSize, jpegExif, normalisePage } from './text-extraction';

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

/**
 * Photos as a phone stores them: the pixels in the sensor's orientation and an EXIF `Orientation`
 * tag saying how to turn them (1 upright, 3 turned 180°, 6 to be turned 90° clockwise to view, 8
 * counter-clockwise; 2, 4, 5 and 7 mirrored). The EXIF is written by hand: a TIFF header (`II`
 * little-endian, `MM` big-endian), IFD0 with its entries, in an APP1 `Exif\0\0` segment put right
 * after the JPEG's start of image.
 */
type Entry = { tag: number; type: number; count: number; value: number };
const orientationEntry = (value: number): Entry => ({ tag: 0x0112, type: 3, count: 1, value });

function tiffOf(order: 'II' | 'MM', entries: Entry[], ifd = 8): Buffer {
  const tiff = Buffer.alloc(8 + 2 + entries.length * 12 + 4);
  const little = order === 'II';
  const u16 = (value: number, at: number) =>
    little ? tiff.writeUInt16LE(value, at) : tiff.writeUInt16BE(value, at);
  const u32 = (value: number, at: number) =>
    little ? tiff.writeUInt32LE(value, at) : tiff.writeUInt32BE(value, at);
  tiff.write(order, 0, 'latin1');
  u16(42, 2);
  u32(ifd, 4);
  u16(entries.length, 8);
  entries.forEach(({ tag, type, count, value }, i) => {
    const at = 10 + i * 12;
    u16(tag, at);
    u16(type, at + 2);
    u32(count, at + 4);
    if (type === 3) u16(value, at + 8);
    else u32(value, at + 8);
  });
  return tiff;
}

/** An APP1 segment holding `tiff` as EXIF. */
function exifSegment(tiff: Buffer): Buffer {
  const head = Buffer.from([0xff, 0xe1, 0, 0, ...Buffer.from('Exif\0\0', 'latin1')]);
  head.writeUInt16BE(2 + 6 + tiff.length, 2);
  return Buffer.concat([head, tiff]);
}

/** A JPEG with `segment` put right after its start of image (SOI). */
const withSegment = (jpeg: Buffer, segment: Buffer) =>
  Buffer.concat([jpeg.subarray(0, 2), segment, jpeg.subarray(2)]);

/**
 * The canvas transform that turns an image of `width` × `height` the way an orientation says
 * (`[a, b, c, d, e, f]`), written here apart from the one in text-extraction.ts.
 */
function turn(orientation: number, width: number, height: number) {
  const transforms: Record<number, [number, number, number, number, number, number]> = {
    1: [1, 0, 0, 1, 0, 0],
    2: [-1, 0, 0, 1, width, 0], // mirrored left to right
    3: [-1, 0, 0, -1, width, height], // 180°
    4: [1, 0, 0, -1, 0, height], // mirrored top to bottom
    5: [0, 1, 1, 0, 0, 0], // mirrored along the diagonal
    6: [0, 1, -1, 0, height, 0], // 90° clockwise
    7: [0, -1, -1, 0, height, width], // mirrored along the other diagonal
    8: [0, -1, 1, 0, 0, width], // 90° counter-clockwise
  };
  return transforms[orientation] ?? [1, 0, 0, 1, 0, 0];
}

/**
 * An upright picture as a sensor stores it for `orientation`, as a JPEG without EXIF: turned back
 * (6 is stored 90° counter-clockwise, 8 clockwise; the others are their own inverse).
 */
function storedAs(upright: Canvas, orientation: number): Promise<Buffer> {
  const back = orientation === 6 ? 8 : orientation === 8 ? 6 : orientation;
  const { width, height } = upright;
  const sideways = orientation >= 5;
  const stored = createCanvas(sideways ? height : width, sideways ? width : height);
  const context = stored.getContext('2d');
  context.setTransform(...turn(back, width, height));
  context.drawImage(upright, 0, 0);
  return stored.encode('jpeg', 95);
}

/** The JPEG of `storedAs` with an EXIF orientation tag. */
async function photo(upright: Canvas, orientation: number, order: 'II' | 'MM' = 'II') {
  const jpeg = await storedAs(upright, orientation);
  return withSegment(jpeg, exifSegment(tiffOf(order, [orientationEntry(orientation)])));
}

/** An OCR that keeps the images it is given and reads "texto" in each. */
function keepingOcr(): Ocr & { images: Buffer[] } {
  const images: Buffer[] = [];
  return {
    images,
    recognize: async (image) => {
      images.push(image);
      return 'texto';
    },
    close: async () => {},
  };
}

describe('photos stored sideways (EXIF orientation)', () => {
  it('reads a phone photo the right way up, and not without its orientation tag', async () => {
    const upright = drawn([SENTENCE]).canvas;
    const sideways = await photo(upright, 6);
    expect(imageSize(sideways, 'image/jpeg')).toEqual({ width: 140, height: 1100 });
    const text = words(await extractText(sideways, { ocr }), 'ocr');
    for (const word of ['operador', 'montacargas', 'experiencia', 'soldadura']) expect(text).toContain(word);

    // the same pixels without the tag: read sideways, none of the words
    const untagged = await extractText(await storedAs(upright, 6), { ocr });
    const garbage = untagged.status === 'done' ? untagged.pages.join('\n').toLowerCase() : '';
    for (const word of ['montacargas', 'experiencia', 'soldadura']) expect(garbage).not.toContain(word);

    // big-endian EXIF (MM), as an iPhone writes it, and turned the other two ways
    const others = [
      [await photo(upright, 6, 'MM'), 'montacargas'],
      [await photo(drawn(['Licencia de conducir tipo federal']).canvas, 3), 'licencia'],
      [await photo(drawn(['Ayudante general de almacén']).canvas, 8), 'almacén'],
    ] as const;
    for (const [image, word] of others)
      expect(words(await extractText(image, { ocr }), 'ocr')).toContain(word);
  });

  it('turns every orientation upright, mirrored ones too, and sends no EXIF to OCR', async () => {
    // four coloured quarters: no two orientations give the same picture
    const quarters = [
      ['#ff0000', [255, 0, 0]],
      ['#00ff00', [0, 255, 0]],
      ['#0000ff', [0, 0, 255]],
      ['#ffffff', [255, 255, 255]],
    ] as const;
    const [width, height] = [160, 96];
    const upright = createCanvas(width, height);
    const context = upright.getContext('2d');
    quarters.forEach(([colour], i) => {
      context.fillStyle = colour;
      context.fillRect((i % 2) * (width / 2), Math.floor(i / 2) * (height / 2), width / 2, height / 2);
    });
    for (const orientation of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const fake = keepingOcr();
      const image = await photo(upright, orientation, orientation % 2 ? 'II' : 'MM');
      expect(await extractText(image, { ocr: fake }), `orientation ${orientation}`).toMatchObject({
        status: 'done',
      });
      const [sent] = fake.images;
      expect(sent && jpegExif(sent), `orientation ${orientation}`).toEqual({ orientation: 1, segments: [] });
      const seen = await loadImage(sent ?? Buffer.alloc(0));
      const canvas = createCanvas(seen.width, seen.height);
      canvas.getContext('2d').drawImage(seen, 0, 0);
      expect([seen.width, seen.height], `orientation ${orientation}`).toEqual([width, height]);
      quarters.forEach(([, rgb], i) => {
        const x = (i % 2) * (width / 2) + width / 4;
        const y = Math.floor(i / 2) * (height / 2) + height / 4;
        const pixel = [...canvas.getContext('2d').getImageData(x, y, 1, 1).data.subarray(0, 3)];
        const distance = Math.max(...pixel.map((value, channel) => Math.abs(value - (rgb[channel] ?? 0))));
        expect(distance, `orientation ${orientation}, quarter ${i}`).toBeLessThan(24);
      });
    }
  });

  it('reads damaged EXIF as upright, never throwing', async () => {
    const six = orientationEntry(6);
    const make = { tag: 0x010f, type: 2, count: 4, value: 0 };
    const valid = exifSegment(tiffOf('II', [six]));
    const damaged: [string, Buffer][] = [
      // the tag's bytes are there, big-endian, as tesseract.js looks for them itself
      ['an IFD cut in its entry', exifSegment(tiffOf('MM', [six]).subarray(0, 10 + 10))],
      [
        'a wrong byte order mark',
        exifSegment(Buffer.concat([Buffer.from('XX'), tiffOf('MM', [six]).subarray(2)])),
      ],
      ['IFD0 past the end', exifSegment(tiffOf('MM', [six], 0xffffff00))],
      ['IFD0 inside the header', exifSegment(tiffOf('II', [six], 2))],
      // the entries that fit are read, the rest is not there
      ['more entries than the segment holds', exifSegment(tiffOf('II', [make]).fill(0xff, 8, 10))],
      ['not the TIFF magic number', exifSegment(tiffOf('II', [six]).fill(0, 2, 4))],
      ['an orientation of 9', exifSegment(tiffOf('II', [orientationEntry(9)]))],
      ['an orientation of 0', exifSegment(tiffOf('II', [orientationEntry(0)]))],
      ['an orientation as a LONG', exifSegment(tiffOf('II', [{ ...six, type: 4 }]))],
      ['two orientations', exifSegment(tiffOf('II', [{ ...six, count: 2 }]))],
      ['no TIFF header', exifSegment(Buffer.alloc(0))],
    ];
    const blank = await drawn([]).canvas.encode('jpeg', 90);
    for (const [name, segment] of damaged) {
      expect(jpegExif(withSegment(blank, segment)).orientation, name).toBe(1);
    }
    // every cut of a tagged photo, and random damage to its first bytes
    const tagged = withSegment(blank, valid);
    expect(jpegExif(tagged)).toEqual({ orientation: 6, segments: [[2, 2 + valid.length]] });
    for (let end = 0; end < 2 + valid.length + 8; end++) jpegExif(tagged.subarray(0, end));
    for (let i = 0; i < 2000; i++) {
      const copy = Buffer.from(tagged.subarray(0, 200));
      for (let j = 0; j < 4; j++)
        copy[Math.floor(Math.random() * copy.length)] = Math.floor(Math.random() * 256);
      expect([1, 2, 3, 4, 5, 6, 7, 8]).toContain(jpegExif(copy).orientation);
    }
    for (const bytes of [
      Buffer.alloc(0),
      Buffer.from([0xff, 0xd8]),
      Buffer.from([0xff, 0xd8, 0xff, 0xe1, 0xff]),
    ]) {
      expect(jpegExif(bytes)).toEqual({ orientation: 1, segments: [] });
    }
    // the orientation found after other entries, after a JFIF segment, and the first segment's kept
    const jfif = Buffer.from([0xff, 0xe0, 0, 16, ...Buffer.from('JFIF\0'), 1, 1, 0, 0, 1, 0, 1, 0, 0]);
    const later = exifSegment(tiffOf('MM', [make, orientationEntry(8)]));
    expect(jpegExif(Buffer.concat([blank.subarray(0, 2), jfif, later, valid, blank.subarray(2)]))).toEqual({
      orientation: 8,
      segments: [
        [2 + jfif.length, 2 + jfif.length + later.length],
        [2 + jfif.length + later.length, 2 + jfif.length + later.length + valid.length],
      ],
    });

    // an upright page with damaged EXIF is read as it is
    const upright = await drawn([SENTENCE]).canvas.encode('jpeg', 90);
    for (const [name, segment] of damaged.slice(0, 3)) {
      const text = words(await extractText(withSegment(upright, segment), { ocr }), 'ocr');
      expect(text, name).toContain('montacargas');
    }
  });

  it('sends nothing to OCR once past its time while turning', async () => {
    const fake = keepingOcr();
    const big = await photo(drawn([SENTENCE], { width: 3000, height: 2000 }).canvas, 6);
    expect(await extractText(big, { ocr: fake, timeoutMs: 1 })).toEqual({
      status: 'unreadable',
      reason: 'timeout',
    });
    await sleep(1500);
    expect(fake.images).toEqual([]);
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
