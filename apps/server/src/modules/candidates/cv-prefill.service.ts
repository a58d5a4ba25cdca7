import { inflateRawSync } from 'node:zlib';
import type { CvPrefill } from '@rp/contract/entities';
import { parseCvText } from '@rp/contract/rules/cv-prefill';
import { fileTypeFromBuffer } from 'file-type';
import { FieldErrors } from '../../lib/errors';

/**
 * CV prefill (docs/domain.md#cv-prefill): the text of a PDF (unpdf, PDF.js) or DOCX (mammoth),
 * read by the contract's `parseCvText`. Nothing is stored. The bytes decide the type: anything
 * but a PDF, DOCX or DOC is a 400 on `file`; a DOC (no text extraction) or a file of the right type
 * that cannot be read answers every field null, never a 500.
 */

const PDF = 'application/pdf';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const DOC = 'application/x-cfb';

/** Pages read from a PDF: a CV's data is on its first pages. */
const MAX_PDF_PAGES = 10;
/** Longest a file is read before giving up (the answer is then every field null). */
const READ_TIMEOUT_MS = 8_000;
/** Most a DOCX may hold once unpacked (a small zip can unpack to gigabytes). */
const MAX_DOCX_UNPACKED = 40 * 1024 * 1024;

const nothing = (): CvPrefill => parseCvText('');

async function sniff(buffer: Buffer) {
  try {
    return await fileTypeFromBuffer(buffer);
  } catch {
    return undefined;
  }
}

/** The text of a PDF's first pages, a line break where PDF.js marks one; stops when `isLate()`. */
async function pdfText(buffer: Buffer, isLate: () => boolean): Promise<string> {
  // loaded on the first CV, not at start-up
  const { getDocumentProxy } = await import('unpdf');
  const pdf = await getDocumentProxy(new Uint8Array(buffer), {
    verbosity: 0,
    isEvalSupported: false,
    disableFontFace: true,
    stopAtErrors: false,
  });
  try {
    const parts: string[] = [];
    for (let n = 1; n <= Math.min(pdf.numPages, MAX_PDF_PAGES) && !isLate(); n++) {
      const page = await pdf.getPage(n);
      const content = await page.getTextContent();
      for (const item of content.items) {
        if ('str' in item) parts.push(item.str, item.hasEOL ? '\n' : '');
      }
      parts.push('\n');
    }
    return parts.join('');
  } finally {
    await pdf.destroy();
  }
}

/** The unpacked size of a deflated entry, or Infinity past `cap` (or when it is no deflate stream). */
function inflatedSize(data: Buffer, cap: number): number {
  try {
    return inflateRawSync(data, { maxOutputLength: Math.max(cap, 1) }).length;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

/**
 * Whether a zip unpacks within `limit` bytes, measured by unpacking each entry with a cap (the
 * sizes a zip declares can lie). Only stored and deflated entries, as Word writes them.
 */
export function zipUnpacksWithin(buffer: Buffer, limit: number): boolean {
  const end = buffer.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0 || end + 22 > buffer.length) return false;
  const entries = buffer.readUInt16LE(end + 10);
  let at = buffer.readUInt32LE(end + 16);
  let left = limit;
  for (let i = 0; i < entries; i++) {
    if (at + 46 > buffer.length || buffer.readUInt32LE(at) !== 0x02014b50) return false;
    const method = buffer.readUInt16LE(at + 10);
    const packed = buffer.readUInt32LE(at + 20);
    const local = buffer.readUInt32LE(at + 42);
    at += 46 + buffer.readUInt16LE(at + 28) + buffer.readUInt16LE(at + 30) + buffer.readUInt16LE(at + 32);
    if (local + 30 > buffer.length || buffer.readUInt32LE(local) !== 0x04034b50) return false;
    const start = local + 30 + buffer.readUInt16LE(local + 26) + buffer.readUInt16LE(local + 28);
    const data = buffer.subarray(start, start + packed);
    if (data.length !== packed) return false;
    if (method === 0) left -= packed;
    else if (method === 8) left -= inflatedSize(data, left);
    else return false;
    if (left < 0) return false;
  }
  return true;
}

/** The raw text of a DOCX (paragraphs on their own lines). */
async function docxText(buffer: Buffer): Promise<string> {
  if (!zipUnpacksWithin(buffer, MAX_DOCX_UNPACKED)) return '';
  const { default: mammoth } = await import('mammoth');
  const { value } = await mammoth.extractRawText({ buffer });
  return value;
}

/** The CV's candidate fields; a 400 on `file` when it is not a PDF, DOCX or DOC. */
export async function prefillFromCv(file: { buffer: Buffer; filename: string }): Promise<CvPrefill> {
  const type = await sniff(file.buffer);
  if (!type || ![PDF, DOCX, DOC].includes(type.mime)) {
    const claimed = (file.filename.split('.').pop() ?? '').toLowerCase();
    throw FieldErrors.one('file', 'errors.file_type', { type: type?.mime ?? (claimed || 'unknown') });
  }
  if (type.mime === DOC) return nothing();
  let isLate = false;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<string>((resolve) => {
    timer = setTimeout(() => {
      isLate = true;
      resolve('');
    }, READ_TIMEOUT_MS);
  });
  try {
    const read = type.mime === PDF ? pdfText(file.buffer, () => isLate) : docxText(file.buffer);
    const text = await Promise.race([read.catch(() => ''), late]);
    return parseCvText(text);
  } catch {
    return nothing();
  } finally {
    clearTimeout(timer);
  }
}
