import {
  DOCX,
  DocumentTooLargeError,
  docxText,
  openPdf,
  PDF,
  pdfPageTexts,
  sniffType,
} from '../../lib/document-text';
import { type Ocr, OcrTimeoutError, OcrUnavailableError } from './ocr';
import { renderScanPages } from './scan-render';

/**
 * The text of a stored CV or candidate document, page by page, for searching: the text of a PDF
 * or DOCX, or what OCR reads in an image or a scanned PDF (a PDF with almost no text of its own).
 * The bytes decide the type (lib/document-text.ts, shared with the CV prefill). Bad input never
 * throws: it is `unreadable` with its reason — `type` (not a PDF, DOCX or image), `broken` (it
 * fails while read), `empty` (no text at all), `too_large` (over a size limit), `timeout` (over
 * the time allowed). The one error thrown is `OcrUnavailableError`: the OCR service closed or
 * cannot start, which says nothing about the document.
 */
export type ExtractedText =
  | { status: 'done'; method: 'text' | 'ocr'; pages: string[] }
  | { status: 'unreadable'; reason: 'type' | 'empty' | 'broken' | 'too_large' | 'timeout' };

type Unreadable = Extract<ExtractedText, { status: 'unreadable' }>['reason'];

const DEFAULT_MAX_PAGES = 20;
const DEFAULT_TIMEOUT_MS = 60_000;
/** Pages of a scanned PDF read by OCR (a few seconds each). */
const MAX_OCR_PAGES = 5;
/** Fewer letters than this over a PDF's pages: a scan, read by OCR. */
const MIN_LETTERS = 20;
/** Characters kept of a page. */
const MAX_PAGE_CHARS = 50_000;
/** Largest file read. */
const MAX_BYTES = 50 * 1024 * 1024;
/** Largest image read by OCR: a 48-megapixel phone photo (400 megapixels took 1.7 GB and 8 s in a trial). */
const MAX_IMAGE_PIXELS = 50_000_000;

/**
 * Images Tesseract reads itself, inside its worker (the first page of a TIFF). Only a JPEG whose
 * EXIF orientation is not upright is decoded with @napi-rs/canvas in the server's process, to turn
 * it (`uprightJpeg`); no other image is (its `loadImage` ends the process on a plain uncompressed
 * TIFF, docs/dependencies.md).
 */
const IMAGES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/bmp', 'image/tiff']);

const unreadable = (reason: Unreadable): ExtractedText => ({ status: 'unreadable', reason });

/**
 * A page's text as stored: no NUL or other control, format or private-use characters (PostgreSQL
 * text holds no NUL; icon fonts draw private-use ones), runs of spaces within a line as one, lines
 * trimmed, at most one blank line in a row, the page trimmed and cut at `MAX_PAGE_CHARS`.
 */
export function normalisePage(text: string): string {
  const page = text
    .replace(/\r\n?|[\u2028\u2029]/g, '\n')
    .replace(/(?![\t\n])[\p{Cc}\p{Cf}\p{Co}\p{Cs}]/gu, '')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  if (page.length <= MAX_PAGE_CHARS) return page;
  // never half of a surrogate pair at the cut
  return page
    .slice(0, MAX_PAGE_CHARS)
    .replace(/[\uD800-\uDBFF]$/, '')
    .trimEnd();
}

function done(method: 'text' | 'ocr', pages: string[]): ExtractedText {
  const normalised = pages.map(normalisePage);
  return normalised.some((page) => page.length > 0)
    ? { status: 'done', method, pages: normalised }
    : unreadable('empty');
}

const letterCount = (pages: string[]) =>
  pages.reduce((sum, page) => sum + (page.match(/\p{L}/gu)?.length ?? 0), 0);

/** An image's width and height from its header, or undefined when the header cannot be read. */
export function imageSize(buffer: Buffer, mime: string): { width: number; height: number } | undefined {
  try {
    if (mime === 'image/png') return { width: buffer.readUInt32BE(16), height: buffer.readUInt32BE(20) };
    if (mime === 'image/jpeg') {
      let at = 2;
      while (at + 9 < buffer.length) {
        // bytes before a marker are skipped, as decoders do
        if (buffer[at] !== 0xff) {
          at += 1;
          continue;
        }
        const marker = buffer[at + 1] ?? 0;
        if (marker === 0xff || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
          at += marker === 0xff ? 1 : 2;
          continue;
        }
        // a start of frame (not DHT, JPG or DAC) holds the size
        if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
          return { width: buffer.readUInt16BE(at + 7), height: buffer.readUInt16BE(at + 5) };
        }
        at += 2 + buffer.readUInt16BE(at + 2);
      }
      return undefined;
    }
    if (mime === 'image/webp') {
      const chunk = buffer.toString('latin1', 12, 16);
      if (chunk === 'VP8 ') {
        return { width: buffer.readUInt16LE(26) & 0x3fff, height: buffer.readUInt16LE(28) & 0x3fff };
      }
      if (chunk === 'VP8L') {
        const bits = buffer.readUInt32LE(21);
        return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
      }
      if (chunk === 'VP8X')
        return { width: buffer.readUIntLE(24, 3) + 1, height: buffer.readUIntLE(27, 3) + 1 };
      return undefined;
    }
    if (mime === 'image/bmp') {
      if (buffer.readUInt32LE(14) === 12)
        return { width: buffer.readUInt16LE(18), height: buffer.readUInt16LE(20) };
      return { width: Math.abs(buffer.readInt32LE(18)), height: Math.abs(buffer.readInt32LE(22)) };
    }
    if (mime === 'image/tiff') {
      const little = buffer.toString('latin1', 0, 2) === 'II';
      const u16 = (at: number) => (little ? buffer.readUInt16LE(at) : buffer.readUInt16BE(at));
      const u32 = (at: number) => (little ? buffer.readUInt32LE(at) : buffer.readUInt32BE(at));
      const ifd = u32(4);
      const size: { width?: number; height?: number } = {};
      for (let i = 0; i < u16(ifd); i++) {
        const entry = ifd + 2 + i * 12;
        const tag = u16(entry);
        // SHORT or LONG
        const value = u16(entry + 2) === 3 ? u16(entry + 8) : u32(entry + 8);
        if (tag === 256) size.width = value;
        if (tag === 257) size.height = value;
      }
      return size.width !== undefined && size.height !== undefined
        ? { width: size.width, height: size.height }
        : undefined;
    }
    return undefined;
  } catch {
    return undefined;
  }
}

const EXIF_ID = Buffer.from('Exif\0\0', 'latin1');
const ORIENTATION_TAG = 0x0112;
const SHORT = 3;

/** The orientation in a TIFF structure (EXIF) within `[start, end)` of `buffer`: IFD0's tag 0x0112, or 1. */
function tiffOrientation(buffer: Buffer, start: number, end: number): number {
  if (end - start < 8) return 1;
  const order = buffer.toString('latin1', start, start + 2);
  if (order !== 'II' && order !== 'MM') return 1;
  const little = order === 'II';
  // offsets are from the start of the TIFF header; every read is checked to lie within the segment
  const u16 = (at: number) => (little ? buffer.readUInt16LE(start + at) : buffer.readUInt16BE(start + at));
  const u32 = (at: number) => (little ? buffer.readUInt32LE(start + at) : buffer.readUInt32BE(start + at));
  const length = end - start;
  if (u16(2) !== 42) return 1;
  const ifd = u32(4);
  if (ifd < 8 || ifd + 2 > length) return 1;
  const entries = u16(ifd);
  for (let i = 0; i < entries; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > length) return 1;
    if (u16(entry) !== ORIENTATION_TAG) continue;
    const value = u16(entry + 8);
    return u16(entry + 2) === SHORT && u32(entry + 4) === 1 && value >= 1 && value <= 8 ? value : 1;
  }
  return 1;
}

/**
 * A JPEG's EXIF orientation (1 upright, 3 turned 180°, 6 to be turned 90° clockwise to view, 8
 * counter-clockwise; 2, 4, 5 and 7 mirrored) from its first APP1 `Exif` segment, and where its
 * `Exif` segments are (`[start, end)`). A missing, damaged or unknown orientation is 1; never throws.
 */
export function jpegExif(buffer: Buffer): { orientation: number; segments: [number, number][] } {
  const segments: [number, number][] = [];
  let orientation: number | undefined;
  if (buffer[0] !== 0xff || buffer[1] !== 0xd8) return { orientation: 1, segments };
  let at = 2;
  while (at + 4 <= buffer.length) {
    if (buffer[at] !== 0xff) break;
    const marker = buffer[at + 1] ?? 0;
    // fill bytes, and markers without a length
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    // the image data (start of scan) or its end: no metadata past them
    if (marker === 0xda || marker === 0xd9) break;
    const length = buffer.readUInt16BE(at + 2);
    const end = at + 2 + length;
    if (length < 2 || end > buffer.length) break;
    const body = at + 4;
    if (marker === 0xe1 && end - body >= EXIF_ID.length && buffer.subarray(body, body + 6).equals(EXIF_ID)) {
      segments.push([at, end]);
      orientation ??= tiffOrientation(buffer, body + EXIF_ID.length, end);
    }
    at = end;
  }
  return { orientation: orientation ?? 1, segments };
}

/**
 * The canvas transform that draws an image of `width` × `height` stored in an EXIF orientation
 * upright (`[a, b, c, d, e, f]`: x' = a·x + c·y + e, y' = b·x + d·y + f); 5 to 8 swap the sides.
 */
function uprightTransform(orientation: number, width: number, height: number) {
  const transforms: Record<number, [number, number, number, number, number, number]> = {
    2: [-1, 0, 0, 1, width, 0],
    3: [-1, 0, 0, -1, width, height],
    4: [1, 0, 0, -1, 0, height],
    5: [0, 1, 1, 0, 0, 0],
    6: [0, 1, -1, 0, height, 0],
    7: [0, -1, -1, 0, height, width],
    8: [0, -1, 1, 0, 0, width],
  };
  return transforms[orientation] ?? [1, 0, 0, 1, 0, 0];
}

/**
 * A JPEG as Tesseract should read it: without its EXIF segments, so the orientation is decided here
 * only (tesseract.js looks for a big-endian orientation tag in an image's first 500 bytes itself,
 * and @napi-rs/canvas turns an image by its tag when decoding it), and drawn upright with
 * @napi-rs/canvas, as a JPEG of quality 90, when its orientation is not 1 (a phone photo stored in
 * the sensor's orientation). Tesseract reads the pixels as stored, and a page read sideways is
 * garbage. Its page orientation detection would need the `osd` trained data, not shipped.
 */
async function uprightJpeg(buffer: Buffer): Promise<Buffer> {
  const { orientation, segments } = jpegExif(buffer);
  if (segments.length === 0) return buffer;
  const parts: Buffer[] = [];
  let from = 0;
  for (const [start, end] of segments) {
    parts.push(buffer.subarray(from, start));
    from = end;
  }
  parts.push(buffer.subarray(from));
  const bare = Buffer.concat(parts);
  if (orientation === 1) return bare;

  const { createCanvas, loadImage } = await import('@napi-rs/canvas');
  const image = await loadImage(bare);
  const { width, height } = image;
  // the header was checked; the decoded image too, before a canvas of its size is made
  if (!(width > 0 && height > 0) || width * height > MAX_IMAGE_PIXELS) throw new Error('Unexpected size.');
  const sideways = orientation >= 5;
  const canvas = createCanvas(sideways ? height : width, sideways ? width : height);
  const context = canvas.getContext('2d');
  // a quarter turn or a mirror maps pixels onto pixels: nothing to blend, and a third faster
  context.imageSmoothingEnabled = false;
  context.setTransform(...uprightTransform(orientation, width, height));
  context.drawImage(image, 0, 0);
  return canvas.encode('jpeg', 90);
}

async function fromImage(
  buffer: Buffer,
  mime: string,
  ocr: Ocr,
  isLate: () => boolean,
): Promise<ExtractedText> {
  const size = imageSize(buffer, mime);
  if (!size || size.width === 0 || size.height === 0) return unreadable('broken');
  if (size.width * size.height > MAX_IMAGE_PIXELS) return unreadable('too_large');
  const image = mime === 'image/jpeg' ? await uprightJpeg(buffer) : buffer;
  // past the time allowed while turned: not sent to OCR (the outcome is already `timeout`)
  if (isLate()) return unreadable('timeout');
  return done('ocr', [await ocr.recognize(image)]);
}

async function fromPdf(
  buffer: Buffer,
  ocr: Ocr,
  maxPages: number,
  isLate: () => boolean,
  signal: AbortSignal,
): Promise<ExtractedText> {
  const pdf = await openPdf(buffer);
  let scanPages: number;
  try {
    const texts = await pdfPageTexts(pdf, maxPages, isLate);
    if (letterCount(texts.map(normalisePage)) >= MIN_LETTERS) return done('text', texts);
    scanPages = Math.min(pdf.numPages, maxPages, MAX_OCR_PAGES);
  } finally {
    await pdf.destroy();
  }
  // a scan: each page drawn (off this thread) and read by OCR
  const images = await renderScanPages(buffer, { pages: scanPages, signal });
  const pages: string[] = [];
  for (const image of images) {
    if (isLate()) break;
    pages.push(image ? await ocr.recognize(image) : '');
  }
  return done('ocr', pages);
}

async function fromDocx(buffer: Buffer): Promise<ExtractedText> {
  return done('text', [await docxText(buffer)]);
}

/** What a failed reading says about the document. */
function failure(error: unknown): ExtractedText {
  if (error instanceof OcrUnavailableError) throw error;
  if (error instanceof OcrTimeoutError) return unreadable('timeout');
  if (error instanceof DocumentTooLargeError) return unreadable('too_large');
  return unreadable('broken');
}

/**
 * The text of a document, one string per page (a DOCX or an image is one page): a PDF's first
 * `maxPages` pages (20), a scanned PDF's first five by OCR; within `timeoutMs` (60 s).
 */
export async function extractText(
  buffer: Buffer,
  options: { ocr: Ocr; timeoutMs?: number; maxPages?: number },
): Promise<ExtractedText> {
  if (buffer.length === 0) return unreadable('empty');
  if (buffer.length > MAX_BYTES) return unreadable('too_large');
  const type = await sniffType(buffer);
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxPages = Math.max(1, Math.floor(options.maxPages ?? DEFAULT_MAX_PAGES));
  let isLate = false;
  const late = new AbortController();
  let read: Promise<ExtractedText>;
  if (type?.mime === PDF) read = fromPdf(buffer, options.ocr, maxPages, () => isLate, late.signal);
  else if (type?.mime === DOCX) read = fromDocx(buffer);
  else if (type && IMAGES.has(type.mime)) read = fromImage(buffer, type.mime, options.ocr, () => isLate);
  else return unreadable('type');

  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<ExtractedText>((resolve) => {
    timer = setTimeout(() => {
      isLate = true;
      late.abort();
      resolve(unreadable('timeout'));
    }, timeoutMs);
  });
  try {
    return await Promise.race([read.catch(failure), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
