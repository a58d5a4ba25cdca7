import { isUtf8 } from 'node:buffer';
import { Readable } from 'node:stream';
import { crc32, createInflateRaw } from 'node:zlib';
import { importFileLimits } from '@rp/contract/rules/candidate-import';
import { parse as parseCsv } from 'csv-parse';
import ExcelJS from 'exceljs';
import { sniffType, zipUnpacking } from '../../lib/document-text';

/**
 * Reading an uploaded spreadsheet for the candidate import (issue 30): an `.xlsx` or a CSV (UTF-8,
 * Windows-1252 or UTF-16 with its byte-order mark, `,` `;` or tab) → its header row and data rows as the text a person sees, or the
 * reason it cannot be read. Never throws for bad input; limits are checked while reading, so a file
 * of a million rows is refused after the first rows past the limit, never held.
 *
 * What comes back:
 * - The header is the first row with any text (entirely empty rows above it are skipped). A header
 *   cell merged over several columns fills each of them ("Nombre" over two columns → "Nombre",
 *   "Nombre (2)"); an empty header is `Columna X`, X the column's letter as a spreadsheet shows it
 *   (A, B, … AA), for a CSV too; a repeated header (case-insensitive) gets " (2)", " (3)"… Whitespace
 *   inside a header (a line break of a wrapped cell) becomes one space.
 * - Data rows: entirely empty rows are skipped; those between data rows (in an xlsx, also the rows
 *   the sheet leaves out) are counted in `skippedEmptyRows`, trailing ones are not. Every row has
 *   one cell per header: trailing columns without any text are dropped.
 * - Cells: trimmed, control and format characters removed (a line break inside a cell stays `\n`, a
 *   tab becomes a space). A cell longer than `maxCellLength` is NOT cut to fit: it comes back as its first
 *   `maxCellLength + 1` characters, so the validation still sees it is too long and reports it
 *   (cutting it silently would import wrong data; keeping all of it would hold megabytes).
 * - xlsx: the first visible worksheet with any text. Numbers without float noise (15 significant
 *   digits, never an exponent: a 10-digit phone or an 11-digit NSS keeps its digits) and zero-padded
 *   when the cell's format is only zeros (`00000` for a postal code); dates `DD/MM/YYYY` (a date-time
 *   keeps the date; a time alone `HH:MM`); booleans `true`/`false`; rich text joined; a hyperlink its
 *   text; a formula its cached result (none → empty; a TRUE/FALSE result reads `1`/`0`, the
 *   streaming reader does not keep the result's type); errors (`#N/A`) empty. Merged cells in data
 *   rows are not filled (only the first cell holds the value). A header over two rows is not joined.
 */

export type SheetProblem =
  | 'type'
  | 'too_large'
  | 'too_many_rows'
  | 'too_many_columns'
  | 'no_header'
  | 'no_rows'
  | 'broken'
  | 'zip_bomb'
  | 'encrypted';

/** A CSV's encoding as read: UTF-8, Windows-1252, or UTF-16 with its byte-order mark (Excel's "Unicode text"). */
export type CsvEncoding = 'utf-8' | 'windows-1252' | 'utf-16le' | 'utf-16be';

export type SheetRead =
  | {
      ok: true;
      headers: string[];
      rows: string[][];
      /** Each data row's number in the file as a spreadsheet shows it (the first row is 1). */
      rowNumbers: number[];
      format: 'xlsx' | 'csv';
      encoding?: CsvEncoding;
      delimiter?: ',' | ';' | '\t';
      skippedEmptyRows: number;
    }
  | { ok: false; problem: SheetProblem };

export type SheetLimits = {
  /** Most bytes of the file (`too_large`, checked before anything is read). */
  maxBytes?: number;
  /** Most data rows, the header not counted (`too_many_rows`). */
  maxRows?: number;
  /** Most columns with any text (`too_many_columns`). */
  maxColumns?: number;
  /** Longest cell kept whole; a longer one comes back as its first `maxCellLength + 1` characters. */
  maxCellLength?: number;
  /** Most bytes an xlsx may unpack to (`zip_bomb`, checked before it is opened). */
  maxUnpackedBytes?: number;
};

export const sheetReadDefaults: Required<SheetLimits> = {
  ...importFileLimits,
  maxColumns: 100,
  maxCellLength: 1_000,
  // a sheet of 100,000 rows of 30 columns is about 120 MB of XML
  maxUnpackedBytes: 200 * 1024 * 1024,
};

type Limits = Required<SheetLimits>;

const problem = (reason: SheetProblem): SheetRead => ({ ok: false, problem: reason });

/** How much of the file is handed to a parser at a time. */
const CHUNK = 64 * 1024;

function* chunksOf(data: Buffer): Generator<Buffer> {
  for (let at = 0; at < data.length; at += CHUNK) yield data.subarray(at, at + CHUNK);
}

// --- cells --------------------------------------------------------------------------------------

/**
 * Control and format characters (C0, DEL, C1, zero-width and direction marks, BOMs inside) and lone
 * surrogates, but the line feed: tab and carriage return are replaced before.
 */
const CONTROL = /(?!\n)[\p{Cc}\p{Cf}\p{Cs}]/gu;
const HAS_CONTROL = /[\p{Cc}\p{Cf}\p{Cs}]/u;

/** A cell as kept: control characters removed, trimmed, at most `maxCellLength + 1` characters. */
function cleanCell(text: string, maxCellLength: number): string {
  const clean = HAS_CONTROL.test(text)
    ? text.replace(/\r\n?/g, '\n').replace(/\t/g, ' ').replace(CONTROL, '').trim()
    : text.trim();
  if (clean.length <= maxCellLength + 1) return clean;
  // never half of a surrogate pair at the cut (one more character: still over the limit)
  const cut = clean.slice(0, maxCellLength + 1);
  return /[\uD800-\uDBFF]$/.test(cut) ? clean.slice(0, maxCellLength + 2) : cut;
}

/** The spreadsheet letter of a 1-based column: 1 → A, 27 → AA. */
function columnLetter(column: number): string {
  let letters = '';
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26)) {
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  }
  return letters;
}

/** Headers made unique without regard to case: the second "Nombre" is "Nombre (2)". */
function uniqueHeaders(headers: string[]): string[] {
  const seen = new Set<string>();
  return headers.map((header) => {
    let name = header;
    for (let n = 2; seen.has(name.toLowerCase()); n++) name = `${header} (${n})`;
    seen.add(name.toLowerCase());
    return name;
  });
}

/** A merged range on the header row, as 0-based columns. */
type HeaderMerge = { from: number; to: number };

/**
 * The rows of one sheet as they are read: finds the header, keeps the data rows, counts the empty
 * ones and stops at the limits.
 */
class SheetRows {
  header: string[] | null = null;
  headerRow = 0;
  readonly rows: string[][] = [];
  readonly rowNumbers: number[] = [];
  skippedEmptyRows = 0;
  private width = 0;
  private pendingEmpty = 0;

  constructor(private readonly limits: Limits) {}

  /**
   * One row of cleaned cells; `rowNumber` its number in the file, `gap` the rows left out just before
   * it (an xlsx leaves empty rows out). An answer other than `ok` ends the reading.
   */
  add(cells: string[], rowNumber: number, gap = 0): 'ok' | 'too_many_rows' | 'too_many_columns' {
    let last = cells.length - 1;
    while (last >= 0 && !cells[last]) last--;
    if (last + 1 > this.limits.maxColumns) return 'too_many_columns';
    if (!this.header) {
      if (last < 0) return 'ok';
      this.header = cells;
      this.headerRow = rowNumber;
      this.width = last + 1;
      return 'ok';
    }
    this.pendingEmpty += gap;
    if (last < 0) {
      this.pendingEmpty++;
      return 'ok';
    }
    if (this.rows.length >= this.limits.maxRows) return 'too_many_rows';
    this.skippedEmptyRows += this.pendingEmpty;
    this.pendingEmpty = 0;
    this.rows.push(cells);
    this.rowNumbers.push(rowNumber);
    this.width = Math.max(this.width, last + 1);
    return 'ok';
  }

  /** Whether a header cell inside the columns read is empty (it may be under a merged cell). */
  headerHasGaps(): boolean {
    const header = this.header ?? [];
    for (let i = 0; i < this.width; i++) if (!header[i]) return true;
    return false;
  }

  finish(
    merges: HeaderMerge[] = [],
  ): { headers: string[]; rows: string[][]; rowNumbers: number[]; skippedEmptyRows: number } | SheetProblem {
    if (!this.header) return 'no_header';
    if (this.rows.length === 0) return 'no_rows';
    const width = this.width;
    const header = Array.from({ length: width }, (_, i) => (this.header?.[i] ?? '').replace(/\s+/g, ' '));
    for (const { from, to } of merges) {
      const value = header[from];
      if (!value) continue;
      for (let column = from + 1; column <= Math.min(to, width - 1); column++) {
        if (!header[column]) header[column] = value;
      }
    }
    const headers = uniqueHeaders(header.map((text, i) => text || `Columna ${columnLetter(i + 1)}`));
    const rows = this.rows.map((row) =>
      row.length === width ? row : Array.from({ length: width }, (_, i) => row[i] ?? ''),
    );
    return { headers, rows, rowNumbers: this.rowNumbers, skippedEmptyRows: this.skippedEmptyRows };
  }
}

// --- CSV ----------------------------------------------------------------------------------------

/**
 * Windows-1252's characters at 0x80–0x9F (WHATWG's table; the five bytes it leaves undefined stay the
 * C1 control they decode to, then removed as one). Node 20's `TextDecoder('windows-1252')` decodes
 * this range as Latin-1 control characters (a regression of its latin1 fast path), so what comes back
 * in this range is mapped here; with a decoder that does it right, nothing is left to map.
 */
const WINDOWS_1252_C1 =
  '\u20AC\u0081\u201A\u0192\u201E\u2026\u2020\u2021\u02C6\u2030\u0160\u2039\u0152\u008D\u017D\u008F' +
  '\u0090\u2018\u2019\u201C\u201D\u2022\u2013\u2014\u02DC\u2122\u0161\u203A\u0153\u009D\u017E\u0178';

function decodeWindows1252(bytes: Buffer): string {
  return new TextDecoder('windows-1252')
    .decode(bytes)
    .replace(/[\u0080-\u009F]/g, (c) => WINDOWS_1252_C1[c.charCodeAt(0) - 0x80] ?? c);
}

const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/**
 * Whether the bytes are text: no NUL byte, and at most 1 % control bytes (other than tab, line feed,
 * form feed and carriage return) in the first 64 KB.
 */
function looksLikeText(buffer: Buffer): boolean {
  if (buffer.includes(0)) return false;
  const sample = buffer.subarray(0, CHUNK);
  let controls = 0;
  for (const byte of sample) {
    if ((byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0c && byte !== 0x0d) || byte === 0x7f) {
      controls++;
    }
  }
  return controls * 100 <= sample.length;
}

type Delimiter = ',' | ';' | '\t';
const DELIMITERS: Delimiter[] = [',', ';', '\t'];

/**
 * The delimiter of the header line — the first line with some text — as the one of `,` `;` and tab
 * it holds most often outside quotes; `,` on a tie or when it holds none (one column). Without a line
 * of text (only delimiters and spaces), the one found most often in the whole sample.
 */
export function detectDelimiter(text: string): Delimiter {
  const line = { ',': 0, ';': 0, '\t': 0 };
  const total = { ',': 0, ';': 0, '\t': 0 };
  let inQuotes = false;
  let hasText = false;
  for (const char of text) {
    if (char === '"') {
      inQuotes = !inQuotes;
      continue;
    }
    if (inQuotes) {
      if (char.trim()) hasText = true;
      continue;
    }
    if (char === '\n' || char === '\r') {
      if (hasText) break;
      line[','] = line[';'] = line['\t'] = 0;
      continue;
    }
    if (char === ',' || char === ';' || char === '\t') {
      line[char]++;
      total[char]++;
    } else if (char.trim()) hasText = true;
  }
  const counts = hasText ? line : total;
  return DELIMITERS.reduce((best, delimiter) => (counts[delimiter] > counts[best] ? delimiter : best), ',');
}

/**
 * A UTF-16 text (what Excel saves as "Unicode text", tab-delimited) as UTF-8 bytes, known by its
 * byte-order mark; null without one. Malformed UTF-16 throws (the file is `broken`).
 */
function utf16AsUtf8(buffer: Buffer): { body: Buffer; encoding: 'utf-16le' | 'utf-16be' } | null {
  const encoding =
    buffer[0] === 0xff && buffer[1] === 0xfe
      ? 'utf-16le'
      : buffer[0] === 0xfe && buffer[1] === 0xff
        ? 'utf-16be'
        : null;
  if (!encoding) return null;
  return { body: Buffer.from(new TextDecoder(encoding, { fatal: true }).decode(buffer), 'utf8'), encoding };
}

async function readCsv(
  buffer: Buffer,
  limits: Limits,
  decoded?: 'utf-16le' | 'utf-16be',
): Promise<SheetRead> {
  const body = buffer.subarray(0, 3).equals(UTF8_BOM) ? buffer.subarray(3) : buffer;
  const encoding = decoded ?? (isUtf8(body) ? 'utf-8' : 'windows-1252');
  // csv-parse reads UTF-8: a Windows-1252 file is decoded chunk by chunk (one byte, one character)
  const chunks =
    encoding !== 'windows-1252'
      ? chunksOf(body)
      : (function* () {
          for (const chunk of chunksOf(body)) yield Buffer.from(decodeWindows1252(chunk), 'utf8');
        })();
  const start = body.subarray(0, CHUNK);
  const delimiter = detectDelimiter(
    encoding === 'windows-1252' ? decodeWindows1252(start) : start.toString('utf8'),
  );
  const source = Readable.from(chunks, { objectMode: false });
  const parser = parseCsv({
    delimiter,
    relax_quotes: true,
    relax_column_count: true,
    skip_empty_lines: false,
  });
  source.pipe(parser);
  const sheet = new SheetRows(limits);
  try {
    let line = 0;
    for await (const record of parser as AsyncIterable<string[]>) {
      line++;
      const verdict = sheet.add(
        record.map((cell) => cleanCell(cell, limits.maxCellLength)),
        line,
      );
      if (verdict !== 'ok') return problem(verdict);
    }
  } catch {
    // csv-parse refuses what it cannot read, e.g. a quote never closed
    return problem('broken');
  } finally {
    source.destroy();
    parser.destroy();
  }
  const read = sheet.finish();
  if (typeof read === 'string') return problem(read);
  return { ok: true, ...read, format: 'csv', encoding, delimiter };
}

// --- xlsx ---------------------------------------------------------------------------------------

type ZipEntry = {
  name: string;
  method: number;
  flags: number;
  crc: number;
  packedSize: number;
  size: number;
  dataStart: number;
};

/** The entries of a zip from its central directory, or null when it cannot be read. */
function zipEntries(buffer: Buffer): ZipEntry[] | null {
  const end = buffer.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0 || end + 22 > buffer.length) return null;
  const count = buffer.readUInt16LE(end + 10);
  let at = buffer.readUInt32LE(end + 16);
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i++) {
    if (at + 46 > buffer.length || buffer.readUInt32LE(at) !== 0x02014b50) return null;
    const nameLength = buffer.readUInt16LE(at + 28);
    const local = buffer.readUInt32LE(at + 42);
    const entry = {
      name: buffer.toString('utf8', at + 46, at + 46 + nameLength),
      flags: buffer.readUInt16LE(at + 8),
      method: buffer.readUInt16LE(at + 10),
      crc: buffer.readUInt32LE(at + 16),
      packedSize: buffer.readUInt32LE(at + 20),
      size: buffer.readUInt32LE(at + 24),
    };
    at += 46 + nameLength + buffer.readUInt16LE(at + 30) + buffer.readUInt16LE(at + 32);
    if (local + 30 > buffer.length || buffer.readUInt32LE(local) !== 0x04034b50) return null;
    const dataStart = local + 30 + buffer.readUInt16LE(local + 26) + buffer.readUInt16LE(local + 28);
    if (dataStart + entry.packedSize > buffer.length) return null;
    entries.push({ ...entry, dataStart });
  }
  return entries;
}

type ZipPart = { name: string; method: number; crc: number; size: number; data: Buffer };

const partOf = (buffer: Buffer, entry: ZipEntry, name: string): ZipPart => ({
  name,
  method: entry.method,
  crc: entry.crc,
  size: entry.size,
  data: buffer.subarray(entry.dataStart, entry.dataStart + entry.packedSize),
});

const storedPart = (name: string, xml: string): ZipPart => {
  const data = Buffer.from(xml, 'utf8');
  return { name, method: 0, crc: crc32(data), size: data.length, data };
};

/**
 * A zip stream of `parts` in the order given (local headers and data, then an empty end record), for
 * ExcelJS's streaming reader. It reads a zip from start to end and reads a worksheet inline only once
 * it has the shared strings and relationships — else it copies the sheet to a temporary file first
 * and converts dates with the styles seen so far. Excel writes the sheets before both, so the
 * entries are handed over reordered, straight from the upload's bytes.
 */
function* zipStream(parts: ZipPart[]): Generator<Buffer> {
  for (const part of parts) {
    const name = Buffer.from(part.name, 'utf8');
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(0x0800, 6); // UTF-8 name, sizes in this header
    header.writeUInt16LE(part.method, 8);
    header.writeUInt32LE(part.crc, 14);
    header.writeUInt32LE(part.data.length, 18);
    header.writeUInt32LE(part.size, 22);
    header.writeUInt16LE(name.length, 26);
    yield header;
    yield name;
    yield* chunksOf(part.data);
  }
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  yield end;
}

const SPREADSHEET_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONSHIPS_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';

/** OOXML's `_xHHHH_` escapes (`_x000D_` for a carriage return; `_x005F_` escapes the underscore). */
function decodeOoxmlEscapes(text: string): string {
  return text.includes('_x')
    ? text.replace(/_x([0-9A-Fa-f]{4})_/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
    : text;
}

const numberFormat = new Intl.NumberFormat('en-US', { useGrouping: false, maximumSignificantDigits: 15 });

/** A number as a person reads it: no float noise, no exponent; zero-padded by a `00000` format. */
function numberText(value: number, numFmt: string | undefined): string {
  if (!Number.isFinite(value)) return '';
  const text = numberFormat.format(value);
  if (text === '-0') return '0';
  if (numFmt && /^0+$/.test(numFmt) && /^\d+$/.test(text)) return text.padStart(numFmt.length, '0');
  return text;
}

/** Whether a number format shows a date or a time (ExcelJS's own test, for formula results). */
function isDateFormat(numFmt: string | undefined): boolean {
  if (!numFmt) return false;
  const bare = numFmt
    .replace(/\[[^\]]*]/g, '')
    .replace(/"[^"]*"/g, '')
    .replace(/\\./g, '');
  return /[ymdhs]/i.test(bare);
}

const pad2 = (n: number) => String(n).padStart(2, '0');
const FIRST_DAY = Date.UTC(1900, 0, 1);

/**
 * A spreadsheet date (ExcelJS gives it in UTC) as `DD/MM/YYYY`, the app's typed date format; the time
 * of a date-time is dropped. Before 1900 it is a time alone (a serial below 1): `HH:MM[:SS]`.
 */
function dateText(date: Date): string {
  const time = date.getTime();
  if (Number.isNaN(time)) return '';
  if (time < FIRST_DAY) {
    const seconds = date.getUTCSeconds();
    return `${pad2(date.getUTCHours())}:${pad2(date.getUTCMinutes())}${seconds ? `:${pad2(seconds)}` : ''}`;
  }
  return `${pad2(date.getUTCDate())}/${pad2(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}`;
}

/** A date serial as ExcelJS converts a date cell's value (`excelToDate`). */
const serialDate = (serial: number, date1904: boolean) =>
  new Date(Math.round((serial - 25569 + (date1904 ? 1462 : 0)) * 24 * 3600 * 1000));

/** The text a person sees in a cell, from ExcelJS's value and the cell's number format. */
function cellText(value: ExcelJS.CellValue, numFmt: string | undefined, date1904: boolean): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return decodeOoxmlEscapes(value);
  if (typeof value === 'number') {
    return isDateFormat(numFmt) && Number.isFinite(value)
      ? dateText(serialDate(value, date1904))
      : numberText(value, numFmt);
  }
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return dateText(value);
  if ('error' in value) return '';
  if ('richText' in value) return decodeOoxmlEscapes(value.richText.map((run) => run.text ?? '').join(''));
  if ('formula' in value || 'sharedFormula' in value) {
    const result: unknown = value.result;
    if (
      result === undefined ||
      result === null ||
      (typeof result === 'object' && !(result instanceof Date))
    ) {
      return '';
    }
    return cellText(result as ExcelJS.CellValue, numFmt, date1904);
  }
  if ('text' in value) {
    const text: unknown = value.text;
    return typeof text === 'string'
      ? decodeOoxmlEscapes(text)
      : cellText(text as ExcelJS.CellValue, numFmt, date1904);
  }
  return '';
}

function rowTexts(row: ExcelJS.Row, maxCellLength: number, date1904: boolean): string[] {
  const cells: string[] = [];
  row.eachCell((cell, column) => {
    while (cells.length < column - 1) cells.push('');
    cells[column - 1] = cleanCell(cellText(cell.value, cell.numFmt, date1904), maxCellLength);
  });
  return cells;
}

/** `AB12` → column 28 (1-based) and row 12. */
function cellAddress(ref: string): { column: number; row: number } | null {
  const match = /^\$?([A-Z]{1,3})\$?(\d+)$/.exec(ref.toUpperCase());
  if (!match) return null;
  let column = 0;
  for (const letter of match[1] ?? '') column = column * 26 + letter.charCodeAt(0) - 64;
  return { column, row: Number(match[2]) };
}

const MERGE_CELL = /<(?:\w+:)?mergeCell\b[^>]*\bref="([^"]+)"/g;

/**
 * The merged ranges that start on the header row, read from the sheet's XML (ExcelJS's streaming
 * reader skips them; they come after the rows): the sheet is unpacked again as a stream and
 * scanned, holding only a chunk at a time.
 */
async function headerMerges(buffer: Buffer, entry: ZipEntry, headerRow: number): Promise<HeaderMerge[]> {
  const data = buffer.subarray(entry.dataStart, entry.dataStart + entry.packedSize);
  const source = Readable.from(chunksOf(data), { objectMode: false });
  const xml = entry.method === 8 ? source.pipe(createInflateRaw()) : source;
  const decoder = new TextDecoder();
  const merges: HeaderMerge[] = [];
  const take = (text: string) => {
    for (const match of text.matchAll(MERGE_CELL)) {
      const [from, to] = (match[1] ?? '').split(':').map(cellAddress);
      if (from && to && from.row === headerRow && to.column > from.column) {
        merges.push({ from: from.column - 1, to: to.column - 1 });
      }
    }
  };
  // a tag cut between two chunks is read with the next one: the text from the last `<` waits
  let carry = '';
  try {
    for await (const chunk of xml as AsyncIterable<Buffer>) {
      const text = carry + decoder.decode(chunk, { stream: true });
      const cut = text.lastIndexOf('<');
      take(cut >= 0 ? text.slice(0, cut) : text);
      carry = cut >= 0 ? text.slice(cut, cut + 4096) : '';
    }
  } finally {
    source.destroy();
    xml.destroy();
  }
  take(carry + decoder.decode());
  return merges;
}

type SheetReaderState = { state?: string };
type ReaderProperties = { properties?: { model?: { date1904?: boolean } } };

const sheetNumber = (name: string) => Number(/(\d+)\.xml$/i.exec(name)?.[1] ?? 0);

async function readXlsx(buffer: Buffer, entries: ZipEntry[], limits: Limits): Promise<SheetRead> {
  if (entries.some((entry) => entry.flags & 0x01)) return problem('broken');
  const named = (path: string) => entries.find((entry) => entry.name.toLowerCase() === path.toLowerCase());
  const workbook = named('xl/workbook.xml');
  if (!workbook) return problem('broken');
  const sheets = entries
    .filter((entry) => /^xl\/worksheets\/sheet\d+\.xml$/i.test(entry.name))
    .sort((a, b) => sheetNumber(a.name) - sheetNumber(b.name));
  if (sheets.length === 0) return problem('broken');
  const rels = named('xl/_rels/workbook.xml.rels');
  const sharedStrings = named('xl/sharedStrings.xml');
  const styles = named('xl/styles.xml');
  const parts: ZipPart[] = [
    partOf(buffer, workbook, 'xl/workbook.xml'),
    rels
      ? partOf(buffer, rels, 'xl/_rels/workbook.xml.rels')
      : storedPart(
          'xl/_rels/workbook.xml.rels',
          `${XML_DECLARATION}<Relationships xmlns="${RELATIONSHIPS_NS}"/>`,
        ),
    sharedStrings
      ? partOf(buffer, sharedStrings, 'xl/sharedStrings.xml')
      : storedPart(
          'xl/sharedStrings.xml',
          `${XML_DECLARATION}<sst xmlns="${SPREADSHEET_NS}" count="0" uniqueCount="0"/>`,
        ),
    ...(styles ? [partOf(buffer, styles, 'xl/styles.xml')] : []),
    ...sheets.map((sheet) => partOf(buffer, sheet, `xl/worksheets/sheet${sheetNumber(sheet.name)}.xml`)),
  ];
  const input = Readable.from(zipStream(parts), { objectMode: false });
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  try {
    let index = -1;
    for await (const worksheet of reader) {
      index++;
      const state = (worksheet as unknown as SheetReaderState).state;
      if (state === 'hidden' || state === 'veryHidden') continue;
      const date1904 = (reader as unknown as ReaderProperties).properties?.model?.date1904 === true;
      const sheet = new SheetRows(limits);
      let previous = 0;
      for await (const row of worksheet) {
        const verdict = sheet.add(
          rowTexts(row, limits.maxCellLength, date1904),
          row.number,
          row.number - previous - 1,
        );
        previous = row.number;
        if (verdict !== 'ok') return problem(verdict);
      }
      if (!sheet.header) continue;
      const entry = sheets[index];
      const merges = entry && sheet.headerHasGaps() ? await headerMerges(buffer, entry, sheet.headerRow) : [];
      const read = sheet.finish(merges);
      if (typeof read === 'string') return problem(read);
      return { ok: true, ...read, format: 'xlsx' };
    }
    return problem('no_header');
  } catch {
    return problem('broken');
  } finally {
    input.destroy();
  }
}

// --- the file -----------------------------------------------------------------------------------

const ZIP_START = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** UTF-16LE, as the names of a compound file's streams are stored. */
const ENCRYPTION_INFO = Buffer.from('EncryptionInfo', 'utf16le');

/**
 * Types whose signature is two letters a CSV may start with (`BM` bitmap, `MZ` program): a file of
 * text that file-type names so is read as a CSV.
 */
const TEXT_LOOKALIKES = new Set(['bmp', 'exe']);

const extension = (filename: string) => /\.([^./\\]+)$/.exec(filename)?.[1]?.toLowerCase() ?? '';

/**
 * A zip: an xlsx when it holds `xl/workbook.xml`, checked first to unpack within the limit (a small
 * zip can unpack to gigabytes). A zip that says it is a workbook (its name or its content types)
 * but cannot be read is `broken`; any other zip is of another `type`.
 */
async function readZip(buffer: Buffer, filename: string, limits: Limits): Promise<SheetRead> {
  const unpacking = zipUnpacking(buffer, limits.maxUnpackedBytes);
  if (unpacking === 'over') return problem('zip_bomb');
  const entries = unpacking === 'within' ? zipEntries(buffer) : null;
  if (entries?.some((entry) => entry.name.toLowerCase() === 'xl/workbook.xml')) {
    return readXlsx(buffer, entries, limits);
  }
  const claimsWorkbook =
    ['xlsx', 'xlsm'].includes(extension(filename)) ||
    (entries !== null && ['xlsx', 'xlsm'].includes((await sniffType(buffer))?.ext ?? ''));
  return problem(claimsWorkbook ? 'broken' : 'type');
}

/**
 * Reads an uploaded spreadsheet (see the top of this file for what comes back). The bytes decide the
 * type: a zip holding `xl/workbook.xml` is an xlsx; text (no NUL byte, few control bytes) is a CSV,
 * UTF-16 when it starts with a UTF-16 byte-order mark, UTF-8 when it is valid UTF-8 (a BOM dropped),
 * else Windows-1252; a password-protected xlsx (a
 * compound file with an `EncryptionInfo` stream) is `encrypted`; anything else — a PDF, an image, an
 * old `.xls` — is `type`. The filename only tells a damaged workbook (`broken`) from another zip.
 */
export async function readSpreadsheet(
  buffer: Buffer,
  filename: string,
  limits: SheetLimits = {},
): Promise<SheetRead> {
  const settings: Limits = { ...sheetReadDefaults };
  for (const key of Object.keys(settings) as Array<keyof Limits>) {
    const value = limits[key];
    if (value !== undefined) settings[key] = value;
  }
  try {
    if (buffer.length > settings.maxBytes) return problem('too_large');
    if (buffer.subarray(0, 4).equals(ZIP_START)) return await readZip(buffer, filename, settings);
    const sniffed = await sniffType(buffer);
    if (sniffed?.ext === 'cfb') return problem(buffer.includes(ENCRYPTION_INFO) ? 'encrypted' : 'type');
    const utf16 = utf16AsUtf8(buffer);
    if (utf16)
      return looksLikeText(utf16.body)
        ? await readCsv(utf16.body, settings, utf16.encoding)
        : problem('type');
    const isText = looksLikeText(buffer);
    if (!isText || (sniffed && !TEXT_LOOKALIKES.has(sniffed.ext))) return problem('type');
    return await readCsv(buffer, settings);
  } catch {
    return problem('broken');
  }
}
