import type { CvPrefill } from '@rp/contract/entities';
import { parseCvText } from '@rp/contract/rules/cv-prefill';
import { DOC, DOCX, docxText, openPdf, PDF, pdfPageTexts, sniffType } from '../../lib/document-text';
import { FieldErrors } from '../../lib/errors';

/**
 * CV prefill (docs/domain.md#cv-prefill): the text of a PDF (unpdf, PDF.js) or DOCX (mammoth),
 * read by the contract's `parseCvText`. Nothing is stored. The bytes decide the type: anything
 * but a PDF, DOCX or DOC is a 400 on `file`; a DOC (no text extraction) or a file of the right type
 * that cannot be read answers every field null, never a 500. The reading itself is
 * lib/document-text.ts, shared with the CV text extraction.
 */

export { zipUnpacksWithin } from '../../lib/document-text';

/** Pages read from a PDF: a CV's data is on its first pages. */
const MAX_PDF_PAGES = 10;
/** Longest a file is read before giving up (the answer is then every field null). */
const READ_TIMEOUT_MS = 8_000;

const nothing = (): CvPrefill => parseCvText('');

/** The text of a PDF's first pages, each page ending in a line break; stops when `isLate()`. */
async function pdfText(buffer: Buffer, isLate: () => boolean): Promise<string> {
  const pdf = await openPdf(buffer);
  try {
    const pages = await pdfPageTexts(pdf, MAX_PDF_PAGES, isLate);
    return pages.map((page) => `${page}\n`).join('');
  } finally {
    await pdf.destroy();
  }
}

/** The CV's candidate fields; a 400 on `file` when it is not a PDF, DOCX or DOC. */
export async function prefillFromCv(file: { buffer: Buffer; filename: string }): Promise<CvPrefill> {
  const type = await sniffType(file.buffer);
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
