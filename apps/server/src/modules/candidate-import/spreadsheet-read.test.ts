import { randomBytes } from 'node:crypto';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { zipBytes } from '../../test/factories';
import {
  xlsxContentTypes as CONTENT_TYPES,
  compoundFile,
  handXlsx,
  xlsxWorkbook as WORKBOOK,
  zipBombXlsx,
} from '../../test/spreadsheet-files';
import { detectDelimiter, readSpreadsheet, type SheetRead } from './spreadsheet-read';

// --- files built here ---------------------------------------------------------------------------

const utf8 = (text: string) => Buffer.from(text, 'utf8');

/** Windows-1252 bytes: Latin-1 for its letters, the 0x80–0x9F block for the few used here. */
function windows1252(text: string): Buffer {
  const c1: Record<string, number> = { '€': 0x80, '“': 0x93, '”': 0x94, '–': 0x96 };
  return Buffer.from([...text].map((char) => c1[char] ?? char.charCodeAt(0)));
}

async function xlsx(build: (workbook: ExcelJS.Workbook) => void): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  build(workbook);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const handRow = (r: number, name: string, phone: number) =>
  `<row r="${r}"><c r="A${r}" t="inlineStr"><is><t>${name}</t></is></c><c r="B${r}"><v>${phone}</v></c></row>`;

const PDF = utf8(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n' +
    'trailer << /Root 1 0 R >>\n%%EOF\n',
);

/** The read of a file that must be read, or the test fails with the problem. */
async function readOk(buffer: Buffer, filename: string, limits?: Parameters<typeof readSpreadsheet>[2]) {
  const read = await readSpreadsheet(buffer, filename, limits);
  if (!read.ok) throw new Error(`expected the file to be read, got ${read.problem}`);
  return read;
}

const problemOf = async (...args: Parameters<typeof readSpreadsheet>) => {
  const read: SheetRead = await readSpreadsheet(...args);
  return read.ok ? 'ok' : read.problem;
};

// --- CSV ----------------------------------------------------------------------------------------

describe('readSpreadsheet, CSV', () => {
  it('reads UTF-8 with accents and ñ, delimited by commas', async () => {
    const read = await readOk(
      utf8('Nombre(s),Apellido paterno,Teléfono\r\nJosé,Núñez,5512345678\r\nMaría,Peña,8112345678\r\n'),
      'candidatos.csv',
    );
    expect(read).toEqual({
      ok: true,
      format: 'csv',
      encoding: 'utf-8',
      delimiter: ',',
      headers: ['Nombre(s)', 'Apellido paterno', 'Teléfono'],
      rows: [
        ['José', 'Núñez', '5512345678'],
        ['María', 'Peña', '8112345678'],
      ],
      rowNumbers: [2, 3],
      skippedEmptyRows: 0,
    });
  });

  it('reads UTF-16 with its byte-order mark (Excel’s "Unicode text", tab-delimited), either byte order', async () => {
    const text = 'Nombre\tApellido\tTeléfono\r\nÑoño\tIbáñez\t5512345678\r\n';
    const little = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    const big = Buffer.from([0xfe, 0xff, ...Buffer.from(text, 'utf16le').swap16()]);
    for (const [bytes, encoding] of [
      [little, 'utf-16le'],
      [big, 'utf-16be'],
    ] as const) {
      const read = await readOk(bytes, 'candidatos.txt.csv');
      expect(read).toMatchObject({
        encoding,
        delimiter: '\t',
        headers: ['Nombre', 'Apellido', 'Teléfono'],
        rows: [['Ñoño', 'Ibáñez', '5512345678']],
      });
    }
    // a lone surrogate is no UTF-16 text; a NUL character inside is no spreadsheet
    const lone = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from('Nombre\n', 'utf16le'),
      Buffer.from([0x00, 0xd8]),
    ]);
    expect(await problemOf(lone, 'a.csv')).toBe('broken');
    const nul = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Nombre\nA\u0000na\n', 'utf16le')]);
    expect(await problemOf(nul, 'a.csv')).toBe('type');
  });

  it('reads Windows-1252 (Excel’s "CSV" on Windows), semicolons, the 0x80–0x9F characters too', async () => {
    const bytes = windows1252('Nombre;Apellido;Comentarios\nÑoño;Ibáñez;“Muy bien” – 100 €\n');
    // not UTF-8: the bytes of ñ and á alone are invalid UTF-8
    expect(bytes.toString('utf8')).toContain('\uFFFD');
    const read = await readOk(bytes, 'candidatos.csv');
    expect(read.encoding).toBe('windows-1252');
    expect(read.delimiter).toBe(';');
    expect(read.headers).toEqual(['Nombre', 'Apellido', 'Comentarios']);
    expect(read.rows).toEqual([['Ñoño', 'Ibáñez', '“Muy bien” – 100 €']]);
  });

  it('drops a UTF-8 BOM', async () => {
    const read = await readOk(
      Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), utf8('CURP;Nombre\nX;Ana\n')]),
      'a.csv',
    );
    expect(read.encoding).toBe('utf-8');
    expect(read.headers).toEqual(['CURP', 'Nombre']);
    expect(read.rows).toEqual([['X', 'Ana']]);
  });

  it('reads RFC 4180 quoting: delimiters, doubled quotes and line breaks inside quotes', async () => {
    const read = await readOk(
      utf8(
        'Nombre,Domicilio,Notas\r\n"Pérez, Ana","Calle 5 ""B""\r\nCol. Centro","dijo ""sí"""\r\nLuis,,\r\n',
      ),
      'a.csv',
    );
    expect(read.rows).toEqual([
      ['Pérez, Ana', 'Calle 5 "B"\nCol. Centro', 'dijo "sí"'],
      ['Luis', '', ''],
    ]);
  });

  it('reads tabs', async () => {
    const read = await readOk(utf8('Nombre\tCorreo\nAna\tana@example.com\n'), 'a.txt');
    expect(read.delimiter).toBe('\t');
    expect(read.rows).toEqual([['Ana', 'ana@example.com']]);
  });

  it('takes the delimiter from the header line, outside quotes', () => {
    expect(detectDelimiter('"Apellido, nombre";"Teléfono, celular";CURP\n"a,b,c,d,e";x;y')).toBe(';');
    expect(detectDelimiter('\n\n  \nNombre;Correo;Tel\nAna,a,b,c,d,e,f')).toBe(';');
    expect(detectDelimiter('Nombre\tCorreo\tTel')).toBe('\t');
    expect(detectDelimiter('Nombre')).toBe(',');
    expect(detectDelimiter('a,b;c')).toBe(',');
    expect(detectDelimiter('"Nombre\ncompleto";Correo\n')).toBe(';');
    // no line of text: the delimiter seen most
    expect(detectDelimiter(' ; ;\r\n;;\r\n')).toBe(';');
  });

  it('skips empty lines above the header, skips and counts empty rows between data, pads short rows', async () => {
    const read = await readOk(
      utf8('\n;;\n  \nNombre;Apellido;Correo;;\nAna;Paz\n;;;\n\nLuis;Gil;l@x.mx;;\n;;\n\n'),
      'a.csv',
    );
    expect(read.headers).toEqual(['Nombre', 'Apellido', 'Correo']);
    expect(read.rows).toEqual([
      ['Ana', 'Paz', ''],
      ['Luis', 'Gil', 'l@x.mx'],
    ]);
    // the two between Ana and Luis; the trailing ones are not counted
    expect(read.skippedEmptyRows).toBe(2);
  });

  it('names empty headers by their column letter and makes repeated ones unique', async () => {
    const read = await readOk(utf8('Nombre,,Teléfono,nombre,Teléfono,Nombre (2)\n1,2,3,4,5,6\n'), 'a.csv');
    expect(read.headers).toEqual([
      'Nombre',
      'Columna B',
      'Teléfono',
      'nombre (2)',
      'Teléfono (2)',
      'Nombre (2) (2)',
    ]);
  });

  it('trims cells, removes control characters, keeps a long cell one character over the limit', async () => {
    const long = 'x'.repeat(50);
    const filler = Array.from({ length: 40 }, (_, i) => `Persona ${i},ok`);
    const read = await readOk(
      utf8(
        `Nombre,Notas\n  Ana\u0007 \u000b\u200b, a\tb\u001b \n${long},${'y'.repeat(20)}\n${filler.join('\n')}`,
      ),
      'a.csv',
      { maxCellLength: 20 },
    );
    expect(read.rows.slice(0, 2)).toEqual([
      ['Ana', 'a b'],
      ['x'.repeat(21), 'y'.repeat(20)],
    ]);
    // a cut never leaves half of a surrogate pair
    expect((await readOk(utf8('Emoji\n😀😀😀\n'), 'a.csv', { maxCellLength: 2 })).rows).toEqual([['😀😀']]);
    // an xlsx holds control characters (NUL too) as `_xHHHH_` escapes
    const header = '<row r="1"><c r="A1" t="inlineStr"><is><t>Nombre</t></is></c></row>';
    const row = '<row r="2"><c r="A2" t="inlineStr"><is><t>_x0000_Ana_x0007_ Paz_x000D_</t></is></c></row>';
    expect((await readOk(handXlsx(header + row), 'a.xlsx')).rows).toEqual([['Ana Paz']]);
  });

  it('is broken with a quote never closed', async () => {
    expect(await problemOf(utf8('Nombre,Notas\nAna,"sin cerrar\nLuis,x\n'), 'a.csv')).toBe('broken');
  });

  it('reads text whose first letters are another format’s signature (BM, MZ)', async () => {
    expect((await readOk(utf8('BMI,Nombre\n22.5,Ana\n'), 'a.csv')).rows).toEqual([['22.5', 'Ana']]);
    expect((await readOk(utf8('MZ,Nombre\n1,Ana\n'), 'a.csv')).headers).toEqual(['MZ', 'Nombre']);
  });
});

// --- xlsx ---------------------------------------------------------------------------------------

describe('readSpreadsheet, xlsx', () => {
  it('reads cells as a person sees them', async () => {
    const buffer = await xlsx((workbook) => {
      const sheet = workbook.addWorksheet('Candidatos');
      sheet.addRow([
        'Nombre',
        'Celular',
        'NSS',
        'Nacimiento',
        'Alta',
        'Calificación',
        'CP',
        'Activo',
        'Notas',
        'Web',
      ]);
      sheet.addRow([
        'Ana',
        5512345678,
        12345678901,
        new Date(Date.UTC(1990, 4, 17)),
        new Date(Date.UTC(2024, 0, 31, 23, 15)),
        5.800000000000001,
        1000,
        true,
        { richText: [{ text: 'Muy ', font: { bold: true } }, { text: 'bien' }] },
        { text: 'perfil', hyperlink: 'https://example.com/ana' },
      ]);
      sheet.getCell('D2').numFmt = 'dd/mm/yyyy';
      sheet.getCell('G2').numFmt = '00000';
      sheet.addRow(['Luis', 0.1 + 0.2, -0, null, null, 1234567.25, 64000, false, '  espacios  ', 1e21]);
    });
    const read = await readOk(buffer, 'candidatos.xlsx');
    expect(read.format).toBe('xlsx');
    expect(read.encoding).toBeUndefined();
    expect(read.rows).toEqual([
      [
        'Ana',
        '5512345678',
        '12345678901',
        '17/05/1990',
        '31/01/2024',
        '5.8',
        '01000',
        'true',
        'Muy bien',
        'perfil',
      ],
      ['Luis', '0.3', '0', '', '', '1234567.25', '64000', 'false', 'espacios', '1000000000000000000000'],
    ]);
  });

  it('reads a formula as its cached result, empty without one, and an error as empty', async () => {
    const buffer = await xlsx((workbook) => {
      const sheet = workbook.addWorksheet('Hoja1');
      sheet.addRow(['Nombre', 'Apellido', 'Completo', 'Edad', 'Sin resultado', 'Error', 'Fecha']);
      sheet.addRow([
        'Ana',
        'Paz',
        { formula: 'B2&" "&A2', result: 'Paz Ana' },
        { formula: 'DATEDIF(G2,TODAY(),"y")', result: 34 },
        { formula: 'A2&B2' },
        { formula: 'VLOOKUP(A2,Z:Z,1,0)', result: { error: '#N/A' } },
        { formula: 'DATE(1990,5,18)', result: 33011 },
      ]);
      sheet.getCell('G2').numFmt = 'dd/mm/yyyy';
    });
    const read = await readOk(buffer, 'a.xlsx');
    expect(read.rows).toEqual([['Ana', 'Paz', 'Paz Ana', '34', '', '', '18/05/1990']]);
    expect(read.rows.flat().some((cell) => cell.includes('&') || cell.includes('VLOOKUP'))).toBe(false);
  });

  it('fills merged header cells, names empty headers, and makes repeated ones unique', async () => {
    const buffer = await xlsx((workbook) => {
      const sheet = workbook.addWorksheet('Hoja1');
      sheet.addRow(['Nombre', null, 'Teléfono', null, 'Teléfono', 'Contacto', null, null]);
      sheet.mergeCells('A1:B1');
      sheet.mergeCells('F1:H1');
      sheet.addRow(['Ana', 'Paz', '55', 'x', '81', 'Luis', 'Gil', '55 0000 0000']);
      // a merge in a data row is left as it is
      sheet.addRow(['Eva', null, '56', null, null, 'Rosa', null, null]);
      sheet.mergeCells('A3:B3');
    });
    const read = await readOk(buffer, 'a.xlsx');
    expect(read.headers).toEqual([
      'Nombre',
      'Nombre (2)',
      'Teléfono',
      'Columna D',
      'Teléfono (2)',
      'Contacto',
      'Contacto (2)',
      'Contacto (3)',
    ]);
    expect(read.rows[1]).toEqual(['Eva', '', '56', '', '', 'Rosa', '', '']);
  });

  it('skips empty rows above the header and counts empty rows between data, written or left out', async () => {
    const buffer = await xlsx((workbook) => {
      const sheet = workbook.addWorksheet('Hoja1');
      sheet.getCell('C4').value = 'Nombre';
      sheet.getCell('D4').value = 'Correo';
      sheet.getCell('E4').value = '   ';
      sheet.getCell('C5').value = 'Ana';
      // row 6 has only a styled empty cell and spaces; rows 7–8 are not in the file
      sheet.getCell('C6').value = null;
      sheet.getCell('C6').fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFF0000' } };
      sheet.getCell('D6').value = '  ';
      sheet.getCell('C9').value = 'Luis';
      sheet.getCell('D9').value = 'luis@example.com';
      sheet.getCell('C12').value = ' ';
    });
    const read = await readOk(buffer, 'a.xlsx');
    expect(read.headers).toEqual(['Columna A', 'Columna B', 'Nombre', 'Correo']);
    expect(read.rows).toEqual([
      ['', '', 'Ana', ''],
      ['', '', 'Luis', 'luis@example.com'],
    ]);
    expect(read.skippedEmptyRows).toBe(3);
  });

  it('reads the first visible worksheet that has data', async () => {
    const buffer = await xlsx((workbook) => {
      workbook.addWorksheet('Vacía');
      const hidden = workbook.addWorksheet('Catálogos', { state: 'hidden' });
      hidden.addRow(['Categoría']);
      hidden.addRow(['Operador']);
      const sheet = workbook.addWorksheet('Candidatos');
      sheet.addRow(['Nombre']);
      sheet.addRow(['Ana']);
      const other = workbook.addWorksheet('Otra');
      other.addRow(['Otra']);
      other.addRow(['x']);
    });
    const read = await readOk(buffer, 'a.xlsx');
    expect(read.headers).toEqual(['Nombre']);
    expect(read.rows).toEqual([['Ana']]);
  });

  it('reads the zip’s entries in any order (styles after the sheet: dates still dates)', async () => {
    const styles =
      '<?xml version="1.0" encoding="UTF-8"?><styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
      '<numFmts count="1"><numFmt numFmtId="164" formatCode="dd/mm/yyyy"/></numFmts>' +
      '<fonts count="1"><font/></fonts><fills count="1"><fill/></fills><borders count="1"><border/></borders>' +
      '<cellStyleXfs count="1"><xf/></cellStyleXfs>' +
      '<cellXfs count="3"><xf numFmtId="0"/><xf numFmtId="164" applyNumberFormat="1"/><xf numFmtId="14" applyNumberFormat="1"/></cellXfs>' +
      '</styleSheet>';
    const sharedStrings =
      '<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="3" uniqueCount="3">' +
      '<si><t>Nombre</t></si><si><t>Nacimiento</t></si><si><t>Ana</t></si></sst>';
    const rels =
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>';
    const sheet =
      '<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>' +
      '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c><c r="C1" t="s"><v>1</v></c></row>' +
      '<row r="2"><c r="A2" t="s"><v>2</v></c><c r="B2" s="1"><v>33011</v></c><c r="C2" s="2"><v>33011.75</v></c></row>' +
      '</sheetData></worksheet>';
    const buffer = zipBytes(
      {
        '[Content_Types].xml': CONTENT_TYPES,
        'xl/workbook.xml': WORKBOOK,
        'xl/_rels/workbook.xml.rels': rels,
        'xl/sharedStrings.xml': sharedStrings,
        'xl/worksheets/sheet1.xml': sheet,
        'xl/styles.xml': styles,
      },
      { deflate: true },
    );
    const read = await readOk(buffer, 'a.xlsx');
    expect(read.headers).toEqual(['Nombre', 'Nacimiento', 'Nacimiento (2)']);
    expect(read.rows).toEqual([['Ana', '18/05/1990', '18/05/1990']]);
  });

  it('reads a sheet of inline strings and numbers, without shared strings, styles or relationships', async () => {
    const header =
      '<row r="1"><c r="A1" t="inlineStr"><is><t>Nombre</t></is></c><c r="B1" t="inlineStr"><is><t>Teléfono</t></is></c></row>';
    const read = await readOk(handXlsx(header + handRow(2, 'Ana', 5512345678)), 'a.xlsx');
    expect(read.headers).toEqual(['Nombre', 'Teléfono']);
    expect(read.rows).toEqual([['Ana', '5512345678']]);
  });
});

// --- limits and refusals --------------------------------------------------------------------------

describe('readSpreadsheet, limits', () => {
  it('refuses a file over maxBytes before reading it', async () => {
    const csv = utf8('Nombre\nAna\n');
    expect(await problemOf(csv, 'a.csv', { maxBytes: csv.length - 1 })).toBe('too_large');
    expect(await problemOf(csv, 'a.csv', { maxBytes: csv.length })).toBe('ok');
    // the size comes first: random bytes over the limit are too large, not of another type
    expect(await problemOf(randomBytes(2048), 'a.csv', { maxBytes: 1024 })).toBe('too_large');
  });

  it('refuses more data rows than maxRows (the header and empty rows not counted)', async () => {
    const csv = utf8('Nombre\nA\n\nB\nC\n');
    expect(await problemOf(csv, 'a.csv', { maxRows: 3 })).toBe('ok');
    expect(await problemOf(csv, 'a.csv', { maxRows: 2 })).toBe('too_many_rows');
    const book = await xlsx((workbook) => {
      const sheet = workbook.addWorksheet('Hoja1');
      sheet.addRows([['Nombre'], ['A'], ['B'], ['C']]);
    });
    expect(await problemOf(book, 'a.xlsx', { maxRows: 3 })).toBe('ok');
    expect(await problemOf(book, 'a.xlsx', { maxRows: 2 })).toBe('too_many_rows');
  });

  it('refuses a CSV of a million rows quickly, with the default limits', async () => {
    const lines = ['Nombre,Teléfono'];
    for (let i = 0; i < 1_000_000; i++) lines.push(`Persona ${i},55${String(i).padStart(8, '0')}`);
    const csv = utf8(lines.join('\n'));
    const started = performance.now();
    expect(await problemOf(csv, 'a.csv')).toBe('too_many_rows');
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('stops reading as soon as the rows are past the limit', async () => {
    // what lies after the limit is never read: a quote never closed at the end of a CSV …
    const lines = ['Nombre'];
    for (let i = 0; i < 200_000; i++) lines.push(`Persona ${i}`);
    const csv = utf8(`${lines.join('\n')}\n"sin cerrar\n`);
    expect(await problemOf(csv, 'a.csv', { maxRows: 200_001 })).toBe('broken');
    expect(await problemOf(csv, 'a.csv', { maxRows: 10 })).toBe('too_many_rows');
    // … or broken XML at the end of a sheet
    const rows = [handRow(1, 'Nombre', 1)];
    for (let r = 2; r <= 20_000; r++) rows.push(handRow(r, `Persona ${r}`, 5500000000 + r));
    const book = handXlsx(`${rows.join('')}<row r="20001"><c r="A20001"><<</c>`);
    expect(await problemOf(book, 'a.xlsx', { maxRows: 30_000 })).toBe('broken');
    expect(await problemOf(book, 'a.xlsx', { maxRows: 10 })).toBe('too_many_rows');
  });

  it('refuses more columns with text than maxColumns; trailing empty columns do not count', async () => {
    const header = Array.from({ length: 6 }, (_, i) => `C${i + 1}`);
    expect(await problemOf(utf8(`${header.join(',')}\n1,2,3,4,5,6\n`), 'a.csv', { maxColumns: 5 })).toBe(
      'too_many_columns',
    );
    expect(
      await problemOf(utf8(`${header.slice(0, 5).join(',')},,,,\n1,2,3,4,5,,,\n`), 'a.csv', {
        maxColumns: 5,
      }),
    ).toBe('ok');
    // a data row wider than the header counts too
    expect(await problemOf(utf8('A,B\n1,2,3,4,5,6\n'), 'a.csv', { maxColumns: 5 })).toBe('too_many_columns');
    const book = await xlsx((workbook) => {
      const sheet = workbook.addWorksheet('Hoja1');
      sheet.addRow(['Nombre']);
      sheet.addRow(['Ana']);
      sheet.getCell('CW2').value = 'lejos';
    });
    expect(await problemOf(book, 'a.xlsx')).toBe('too_many_columns');
    expect(await problemOf(book, 'a.xlsx', { maxColumns: 101 })).toBe('ok');
  });

  it('refuses a zip bomb named .xlsx before opening it', async () => {
    const bomb = zipBombXlsx(1024);
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    expect(await problemOf(bomb, 'candidatos.xlsx')).toBe('zip_bomb');
    // a real workbook over a small unpacked limit
    const book = await xlsx((workbook) => workbook.addWorksheet('Hoja1').addRows([['Nombre'], ['Ana']]));
    expect(await problemOf(book, 'a.xlsx', { maxUnpackedBytes: 1024 })).toBe('zip_bomb');
  });

  it('refuses what is no spreadsheet, whatever its name', async () => {
    expect(await problemOf(PDF, 'candidatos.csv')).toBe('type');
    expect(await problemOf(PDF, 'candidatos.xlsx')).toBe('type');
    expect(await problemOf(randomBytes(4096), 'candidatos.csv')).toBe('type');
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      randomBytes(64),
    ]);
    expect(await problemOf(png, 'candidatos.xlsx')).toBe('type');
    // an old .xls (a compound file holding a Workbook stream)
    expect(
      await problemOf(compoundFile(['Root Entry', 'Workbook', 'SummaryInformation']), 'candidatos.xls'),
    ).toBe('type');
    // UTF-16 text without its byte-order mark (NUL bytes) is not read
    expect(await problemOf(Buffer.from('Nombre\tCorreo\r\nAna\ta@x.mx\r\n', 'utf16le'), 'a.txt')).toBe(
      'type',
    );
  });

  it('tells a password-protected xlsx from an old .xls', async () => {
    const encrypted = compoundFile(['Root Entry', 'EncryptionInfo', 'EncryptedPackage', '\u0006DataSpaces']);
    expect(await problemOf(encrypted, 'candidatos.xlsx')).toBe('encrypted');
  });

  it('tells another zip from a damaged workbook by the name', async () => {
    const zip = zipBytes({ 'notas.txt': 'hola' }, { deflate: true });
    expect(await problemOf(zip, 'candidatos.zip')).toBe('type');
    expect(await problemOf(zip, 'candidatos.xlsx')).toBe('broken');
    expect(await problemOf(utf8('PK\u0003\u0004 cut short'), 'candidatos.xlsx')).toBe('broken');
  });

  it('has no header in an empty file, no rows under a lone header', async () => {
    expect(await problemOf(Buffer.alloc(0), 'a.csv')).toBe('no_header');
    expect(await problemOf(utf8('\uFEFF\r\n ; ;\r\n\r\n'), 'a.csv')).toBe('no_header');
    expect(await problemOf(utf8('Nombre;Correo\n;\n\n'), 'a.csv')).toBe('no_rows');
    const lone = await xlsx((workbook) => workbook.addWorksheet('Hoja1').addRow(['Nombre', 'Correo']));
    expect(await problemOf(lone, 'a.xlsx')).toBe('no_rows');
    const empty = await xlsx((workbook) => workbook.addWorksheet('Hoja1'));
    expect(await problemOf(empty, 'a.xlsx')).toBe('no_header');
  });

  it('never throws on damaged bytes', async () => {
    const book = await xlsx((workbook) => {
      const sheet = workbook.addWorksheet('Hoja1');
      sheet.addRows([
        ['Nombre', 'Teléfono'],
        ...Array.from({ length: 200 }, (_, i) => [`Persona ${i}`, 5500000000 + i]),
      ]);
    });
    const damaged = [book.subarray(0, Math.floor(book.length / 2)), book.subarray(0, book.length - 10)];
    // the sheet's deflated data overwritten with 0xFF (an invalid block type), sizes unchanged
    const sheetAt = book.indexOf('xl/worksheets/sheet1.xml') + 'xl/worksheets/sheet1.xml'.length;
    damaged.push(
      Buffer.concat([book.subarray(0, sheetAt), Buffer.alloc(64, 0xff), book.subarray(sheetAt + 64)]),
    );
    for (const buffer of damaged) {
      const read = await readSpreadsheet(buffer, 'a.xlsx');
      expect(read.ok).toBe(false);
    }
    // broken XML inside a sound zip
    expect(
      await problemOf(
        handXlsx('<row r="1"><c r="A1" t="inlineStr"><is><t>Nombre</t></is></c></row><row'),
        'a.xlsx',
      ),
    ).toBe('broken');
  });
});
