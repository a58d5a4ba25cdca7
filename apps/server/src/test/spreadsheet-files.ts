import { randomBytes } from 'node:crypto';
import { constants, deflateRawSync } from 'node:zlib';
import { type ZipEntry, zipBytes, zipOfEntries } from './factories';

/**
 * Spreadsheet files built by hand for the candidate import's tests (docs/decisions.md "Candidate
 * import"): the smallest xlsx a reader opens, a zip bomb named `.xlsx` and a compound file (an old
 * `.xls`, a password-protected workbook) — the shapes exceljs cannot be asked to write.
 */

export const xlsxContentTypes =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>';
export const xlsxWorkbook =
  '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" ' +
  'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Hoja1" sheetId="1" r:id="rId1"/></sheets></workbook>';

/** A minimal xlsx whose one sheet is `sheetData` (rows written by hand: inline strings, numbers). */
export function handXlsx(sheetData: string, tail = ''): Buffer {
  return zipBytes(
    {
      '[Content_Types].xml': xlsxContentTypes,
      'xl/workbook.xml': xlsxWorkbook,
      'xl/worksheets/sheet1.xml':
        '<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
        `<sheetData>${sheetData}</sheetData>${tail}</worksheet>`,
    },
    { deflate: true },
  );
}

/**
 * An xlsx whose sheet entry inflates to `megabytes` of zeros from about a thousandth of that: the
 * same deflate block (1 MB of zeros, flushed to a byte boundary) repeated, then an empty last one.
 */
export function zipBombXlsx(megabytes: number): Buffer {
  const block = deflateRawSync(Buffer.alloc(1024 * 1024), { finishFlush: constants.Z_FULL_FLUSH });
  const bomb = Buffer.concat([
    ...Array.from({ length: megabytes }, () => block),
    deflateRawSync(Buffer.alloc(0)),
  ]);
  const stored = (name: string, text: string): ZipEntry => ({
    name,
    packed: Buffer.from(text, 'utf8'),
    size: Buffer.byteLength(text),
    method: 0,
  });
  return zipOfEntries([
    stored('[Content_Types].xml', xlsxContentTypes),
    stored('xl/workbook.xml', xlsxWorkbook),
    { name: 'xl/worksheets/sheet1.xml', packed: bomb, size: megabytes * 1024 * 1024, method: 8 },
  ]);
}

/**
 * A compound file (what old `.xls` files and password-protected OOXML files are): the signature,
 * then a directory sector naming `streams` as the format stores names (UTF-16LE).
 */
export function compoundFile(streams: string[]): Buffer {
  const header = Buffer.alloc(512);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header);
  const directory = Buffer.alloc(512);
  streams.forEach((name, i) => {
    const entry = Buffer.from(name, 'utf16le');
    entry.copy(directory, i * 128);
    directory.writeUInt16LE(entry.length + 2, i * 128 + 64);
  });
  return Buffer.concat([header, directory, randomBytes(1024)]);
}
