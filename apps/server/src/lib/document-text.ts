import { inflateRawSync } from 'node:zlib';
import { fileTypeFromBuffer } from 'file-type';
import type { getDocumentProxy } from 'unpdf';

/**
 * Reading the text of stored documents, shared by the CV prefill (docs/domain.md#cv-prefill) and
 * the CV text extraction (`modules/cv-search/`): the bytes decide the type, a PDF is read with
 * unpdf (PDF.js), a DOCX with mammoth once its zip is known to unpack within a limit. unpdf and
 * mammoth are loaded on the first document, not at start-up.
 */

export const PDF = 'application/pdf';
export const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
/** An old Word document, or any other compound file (no text is read from it). */
export const DOC = 'application/x-cfb';

/** Most a DOCX may hold once unpacked (a small zip can unpack to gigabytes). */
export const MAX_DOCX_UNPACKED = 40 * 1024 * 1024;

/** The type the bytes say (magic numbers), or undefined when they say none. */
export async function sniffType(buffer: Buffer): Promise<{ ext: string; mime: string } | undefined> {
  try {
    return await fileTypeFromBuffer(buffer);
  } catch {
    return undefined;
  }
}

export type PdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>;
type PdfOptions = NonNullable<Parameters<typeof getDocumentProxy>[1]>;

/**
 * A PDF opened by PDF.js: no console output, no `eval`, no font faces, reading on past errors.
 * `extra` adds options (a canvas factory to render pages). The caller destroys it.
 */
export async function openPdf(buffer: Buffer, extra: PdfOptions = {}): Promise<PdfDocument> {
  const { getDocumentProxy } = await import('unpdf');
  return getDocumentProxy(new Uint8Array(buffer), { ...extra, ...pdfOpenOptions });
}

/** How every PDF is opened (`openPdf`, and the scan renderer's thread): see `openPdf`. */
export const pdfOpenOptions = {
  verbosity: 0,
  isEvalSupported: false,
  disableFontFace: true,
  stopAtErrors: false,
} as const satisfies PdfOptions;

/**
 * The text of a PDF's first `maxPages` pages, one string per page, a line break where PDF.js
 * marks one; stops (fewer pages) when `isLate()`.
 */
export async function pdfPageTexts(pdf: PdfDocument, maxPages: number, isLate: () => boolean) {
  const pages: string[] = [];
  for (let n = 1; n <= Math.min(pdf.numPages, maxPages) && !isLate(); n++) {
    const page = await pdf.getPage(n);
    const content = await page.getTextContent();
    const parts: string[] = [];
    for (const item of content.items) {
      if ('str' in item) parts.push(item.str, item.hasEOL ? '\n' : '');
    }
    pages.push(parts.join(''));
  }
  return pages;
}

/** A document over a size limit (a DOCX that unpacks past its limit). */
export class DocumentTooLargeError extends Error {
  constructor() {
    super('The document is over its size limit.');
    this.name = 'DocumentTooLargeError';
  }
}

/** The unpacked size of a deflated entry, Infinity past `cap`, or null when it is no deflate stream. */
function inflatedSize(data: Buffer, cap: number): number | null {
  try {
    return inflateRawSync(data, { maxOutputLength: Math.max(cap, 1) }).length;
  } catch (error) {
    return (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ? Number.POSITIVE_INFINITY : null;
  }
}

/**
 * How a zip unpacks, measured by unpacking each entry with a cap (the sizes a zip declares can
 * lie): `within` `limit` bytes, `over` it, or `unreadable` (not a zip of stored and deflated
 * entries, as Word writes them).
 */
export function zipUnpacking(buffer: Buffer, limit: number): 'within' | 'over' | 'unreadable' {
  const end = buffer.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0 || end + 22 > buffer.length) return 'unreadable';
  const entries = buffer.readUInt16LE(end + 10);
  let at = buffer.readUInt32LE(end + 16);
  let left = limit;
  for (let i = 0; i < entries; i++) {
    if (at + 46 > buffer.length || buffer.readUInt32LE(at) !== 0x02014b50) return 'unreadable';
    const method = buffer.readUInt16LE(at + 10);
    const packed = buffer.readUInt32LE(at + 20);
    const local = buffer.readUInt32LE(at + 42);
    at += 46 + buffer.readUInt16LE(at + 28) + buffer.readUInt16LE(at + 30) + buffer.readUInt16LE(at + 32);
    if (local + 30 > buffer.length || buffer.readUInt32LE(local) !== 0x04034b50) return 'unreadable';
    const start = local + 30 + buffer.readUInt16LE(local + 26) + buffer.readUInt16LE(local + 28);
    const data = buffer.subarray(start, start + packed);
    if (data.length !== packed) return 'unreadable';
    if (method === 0) left -= packed;
    else if (method === 8) {
      const size = inflatedSize(data, left);
      if (size === null) return 'unreadable';
      left -= size;
    } else return 'unreadable';
    if (left < 0) return 'over';
  }
  return 'within';
}

/** Whether a zip unpacks within `limit` bytes (see `zipUnpacking`). */
export function zipUnpacksWithin(buffer: Buffer, limit: number): boolean {
  return zipUnpacking(buffer, limit) === 'within';
}

/**
 * The raw text of a DOCX (paragraphs on their own lines). Throws `DocumentTooLargeError` when it
 * unpacks past `MAX_DOCX_UNPACKED`, and an error when it cannot be read.
 */
export async function docxText(buffer: Buffer): Promise<string> {
  const unpacking = zipUnpacking(buffer, MAX_DOCX_UNPACKED);
  if (unpacking === 'over') throw new DocumentTooLargeError();
  if (unpacking === 'unreadable') throw new Error('The DOCX is not a zip that can be read.');
  const { default: mammoth } = await import('mammoth');
  const { value } = await mammoth.extractRawText({ buffer });
  return value;
}
