import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { seriousViolations } from '../axe';
import { closeNotices, expect, randomCurp, signIn, test, useLanguage } from '../fixtures';
import { expectPhoneLayout } from '../layout-rules';

/**
 * The candidate import (issue 30, docs/decisions.md "Candidate import"), as a recruiter does it: a
 * spreadsheet of 200 candidates with 5 bad rows is checked, the good ones imported, the bad ones
 * fixed in the error file the check gives and that file imported; the same spreadsheet again creates
 * nobody; one of the imported candidates gets the photo of a paper CV, and the CV search finds them
 * by a word of it (read by OCR).
 */

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const headers = [
  'Nombre(s)',
  'Apellido paterno',
  'Apellido materno',
  'CURP',
  'Correo electrónico',
  'Teléfono',
  'Fecha de nacimiento',
  'Categoría',
];

/** A number as letters (0 → a, 25 → z, 26 → ba…): names take no digits. */
function letters(n: number): string {
  let text = '';
  let rest = n;
  do {
    text = String.fromCharCode(97 + (rest % 26)) + text;
    rest = Math.floor(rest / 26);
  } while (rest > 0);
  return text;
}

const pad = (n: number) => String(n).padStart(2, '0');

type Cell = string | Date;
/** A row of the file as written (`row`, maybe broken) and as it should have been (`good`). */
type Person = { names: string; row: Cell[]; good: Cell[] };

const pick = (from: string) => from[Math.floor(Math.random() * from.length)] ?? 'X';

/**
 * The 200 rows: each its own birth date and CURP (initials drawn per run, so a retry's rows are not
 * the first attempt's), e-mail and phone; birth dates half as typed (`DD/MM/YYYY` text), half as
 * real spreadsheet dates; phones as the screen shows them. Rows 20, 60, 100, 140 and 180 are bad,
 * each in its own way, as a tired recruiter's file is.
 */
function people(tag: string): Person[] {
  const given = [
    'Rosa',
    'José Luis',
    'María',
    'Juan',
    'Guadalupe',
    'Itzel',
    'Jesús',
    'Ana',
    'Pedro',
    'Sofía',
  ];
  const surnames = ['Hernández', 'García', 'Martínez', 'López', 'González', 'Pérez', 'Ramírez', 'Zúñiga'];
  const initials = `${pick('BCDFGLMNPRSTV')}${pick('AEIOU')}${pick('BCDFGLMNPRSTV')}${pick('BCDFGLMNPRSTV')}`;
  const block = 200 + Math.floor(Math.random() * 700);
  return Array.from({ length: 200 }, (_, i) => {
    const year = 70 + Math.floor(i / 12);
    const month = (i % 12) + 1;
    const day = (i % 27) + 1;
    const curp = randomCurp(`${initials}${year}${pad(month)}${pad(day)}`, i % 2 ? 'H' : 'M');
    const names = `${given[i % given.length]} ${tag}${letters(i)}`;
    const good: Cell[] = [
      names,
      surnames[i % surnames.length] ?? 'López',
      surnames[(i + 3) % surnames.length] ?? 'Pérez',
      curp,
      `${tag.toLowerCase()}.${i}@example.com`,
      `(664) ${block}-${1000 + i}`,
      i % 2 ? `${pad(day)}/${pad(month)}/19${year}` : new Date(Date.UTC(1900 + year, month - 1, day)),
      i % 3 ? 'Directo' : 'Indirecto',
    ];
    const row = [...good];
    if (i === 20) row[3] = `${curp.slice(0, 17)}${(Number(curp[17]) + 1) % 10}`; // wrong check digit
    if (i === 60) row[4] = `${tag}.60@@example`; // not an e-mail
    if (i === 100) row[6] = '31/02/1978'; // no such day
    if (i === 140) row[7] = 'Operativo'; // no such category
    if (i === 180) row[5] = '664 35'; // too short for a phone
    return { names, row, good };
  });
}

/** The cell each bad row got wrong, by its header. */
const badCells: Record<number, string> = {
  20: 'CURP',
  60: 'Correo electrónico',
  100: 'Fecha de nacimiento',
  140: 'Categoría',
  180: 'Teléfono',
};

async function workbookOf(rows: (string | Date)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Candidatos');
  sheet.addRow(headers);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Picks a file on the upload step and waits for the mapping step. */
async function upload(page: Page, name: string, buffer: Buffer, mimeType = xlsxType) {
  await page.locator('input[type="file"]').setInputFiles({ name, mimeType, buffer });
}

async function expectCounts(page: Page, counts: Partial<Record<string, number>>, lang: 'es' | 'en' = 'es') {
  const list = page.getByRole('list', { name: lang === 'es' ? 'Resultado de la revisión' : 'Check result' });
  for (const [key, count] of Object.entries(counts))
    await expect(list.getByTestId(`import-count-${key}`)).toHaveText(new RegExp(`: ${count}$`));
}

/** Imports what the check found, confirmed in its dialog, and waits for the background import to end. */
async function importChecked(page: Page, count: number) {
  await page.getByRole('button', { name: `Importar ${count} candidatos` }).click();
  await page
    .getByRole('dialog', { name: 'Importar candidatos' })
    .getByRole('button', { name: 'Importar' })
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'Importación terminada' })).toBeVisible({
    timeout: 60_000,
  });
}

/** A PNG of dark lines on white, drawn by the browser: the photo of a paper CV. */
async function paperCvPhoto(page: Page, lines: string[]): Promise<Buffer> {
  const dataUrl = await page.evaluate((text) => {
    const canvas = document.createElement('canvas');
    canvas.width = 1200;
    canvas.height = 1600;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    context.fillStyle = '#f4f1ea';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.fillStyle = '#1a1a1a';
    context.font = 'bold 64px sans-serif';
    for (const [index, line] of text.entries()) context.fillText(line, 80, 200 + index * 120);
    return canvas.toDataURL('image/png');
  }, lines);
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}

test('a spreadsheet of 200 candidates imported, its bad rows fixed from the error file, one found by its CV photo', async ({
  page,
  api,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const tag = letters(Date.now() % 26 ** 5);
  const rows = people(`Imp${tag}`);
  const original = await workbookOf(rows.map((person) => person.row));

  await signIn(page, undefined, '/database/import');
  await expect(page.getByText('Arrastre aquí su archivo .xlsx o .csv')).toBeVisible();
  await upload(page, 'candidatos-planta.xlsx', original);
  await expect(page.getByText('candidatos-planta.xlsx: 200 filas')).toBeVisible();

  // the columns guessed from their Spanish headers
  await expect(page.getByTestId('import-mapping-origin')).toHaveText(
    'Asignación sugerida por los encabezados: revísela antes de continuar.',
  );
  const fieldOf = (column: string) =>
    page.getByRole('combobox', { name: `Dato del candidato para la columna ${column}` });
  await expect(fieldOf('Nombre(s)')).toHaveValue('Nombres');
  await expect(fieldOf('Apellido paterno')).toHaveValue('Apellido paterno');
  await expect(fieldOf('Teléfono')).toHaveValue('Teléfono');
  await expect(fieldOf('Categoría')).toHaveValue('Categoría');

  // the dry run: 195 new, the 5 bad rows each with its message
  await page.getByRole('button', { name: 'Revisar', exact: true }).click();
  await expectCounts(page, { new: 195, update: 0, errors: 5 });
  const problems = page.getByRole('list', { name: 'Filas con errores' });
  await expect(problems.getByRole('listitem').filter({ hasText: /^Fila \d+/ })).toHaveCount(5);
  for (const i of [20, 60, 100, 140, 180]) {
    const person = rows[i];
    await expect(
      problems.getByRole('listitem', { name: new RegExp(`^Fila ${i + 2}: .*${person?.names}$`) }),
    ).toBeVisible();
  }
  await expect(problems.getByRole('listitem', { name: /^Fila 142:/ })).toContainText('Operativo');
  expect(await seriousViolations(page)).toEqual([]);

  // the error file, downloaded before importing
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar errores (.xlsx)' }).click();
  const errorFile = await downloading;
  const errorBook = new ExcelJS.Workbook();
  await errorBook.xlsx.readFile(await errorFile.path());

  // the good rows imported
  await importChecked(page, 195);
  await expectCounts(page, { new: 195, errors: 5 });
  await closeNotices(page);

  // the error file holds the 5 rows and says what is wrong with each: fixed in place, as in Excel
  const sheet = errorBook.worksheets[0];
  if (!sheet) throw new Error('the error file has no sheet');
  const headerCells = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  expect(headerCells).toEqual([...headers, 'Errores']);
  expect(sheet.actualRowCount).toBe(6);
  const column = (header: string) => headerCells.indexOf(header) + 1;
  for (let r = 2; r <= 6; r++) {
    const line = sheet.getRow(r);
    const i = rows.findIndex((person) => person.names === String(line.getCell(column('Nombre(s)')).value));
    const header = badCells[i];
    const good = rows[i]?.good[headers.indexOf(header ?? '')];
    expect(header, `row ${r} is one of the bad ones`).toBeDefined();
    if (!header || good === undefined) continue;
    expect(String(line.getCell(column('Errores')).value)).toContain(header);
    // typed as the recruiter reads it: a date as DD/MM/YYYY
    line.getCell(column(header)).value =
      good instanceof Date ? good.toISOString().slice(0, 10).split('-').reverse().join('/') : good;
    line.commit();
  }
  const fixed = Buffer.from(await errorBook.xlsx.writeBuffer());

  // the fixed file imported: 5 new, no errors; its Errores column is left out
  await page.getByRole('button', { name: 'Importar otro archivo' }).click();
  await upload(page, 'candidatos-planta-corregidos.xlsx', fixed);
  await expect(page.getByText('candidatos-planta-corregidos.xlsx: 5 filas')).toBeVisible();
  await expect(fieldOf('Errores')).toHaveValue('No importar');
  await page.getByRole('button', { name: 'Revisar', exact: true }).click();
  await expectCounts(page, { new: 5, errors: 0 });
  await expect(page.getByText('Ninguna fila tiene errores.')).toBeVisible();
  await importChecked(page, 5);
  await expectCounts(page, { new: 5 });

  // the first file again creates nobody: its mapping remembered, every good row unchanged
  await page.getByRole('button', { name: 'Importar otro archivo' }).click();
  await upload(page, 'candidatos-planta.xlsx', original);
  await expect(page.getByTestId('import-mapping-origin')).toHaveText(
    'Asignación recordada de un archivo igual',
  );
  await page.getByRole('button', { name: 'Revisar', exact: true }).click();
  await expectCounts(page, { new: 0, update: 0, unchanged: 195, errors: 5 });
  await expect(page.getByRole('button', { name: 'Importar 0 candidatos' })).toBeDisabled();

  // the history lists both imports
  const history = page.getByRole('region', { name: 'Importaciones anteriores' });
  await expect(history.getByText('candidatos-planta-corregidos.xlsx')).toBeVisible();

  // one of the fixed candidates gets the photo of a paper CV on their page
  const person = rows[140];
  if (!person) throw new Error('row 140');
  await page.goto('/database/direct_indirect');
  await page.getByLabel('Buscar', { exact: true }).fill(person.names);
  await page.getByRole('link', { name: new RegExp(person.names) }).click();
  await expect(page.getByRole('heading', { name: new RegExp(person.names), level: 2 })).toBeVisible();
  const photo = await paperCvPhoto(page, [
    'CURRICULUM VITAE',
    'Hojalatero con experiencia',
    'Tijuana, Baja California',
  ]);
  await page.getByRole('combobox', { name: 'Tipo' }).click();
  await page.getByRole('option', { name: 'CV', exact: true }).click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Subir documento' }).click();
  await (await chooser).setFiles({ name: 'cv-foto.png', mimeType: 'image/png', buffer: photo });
  await expect(
    page.getByRole('table', { name: 'Documentos' }).getByRole('row').filter({ hasText: 'cv-foto.png' }),
  ).toBeVisible();

  // read by OCR in the background (CV_INDEX_POLL_SECONDS=1 in the journeys' server), then found by
  // a word of it in the CV search
  await test.info().attach('cv-foto.png', { body: photo, contentType: 'image/png' });
  await expect
    .poll(
      async () =>
        (
          await api.get<{ data: { full_name: string }[] }>('candidates/cv_search/', { q: 'hojalatero' })
        ).data.map((row) => row.full_name),
      { timeout: 90_000 },
    )
    .toContainEqual(expect.stringContaining(person.names));
  await page.goto('/database/direct_indirect');
  await page.getByRole('radiogroup', { name: 'Buscar en' }).getByText('CVs', { exact: true }).click();
  await page.getByPlaceholder('Buscar en los CVs…').fill('Hojalatero');
  await expect(page.getByRole('link', { name: new RegExp(person.names) })).toBeVisible();
  await expect(
    page
      .locator('mark')
      .filter({ hasText: /^hojalatero$/i })
      .first(),
  ).toBeVisible();
});

test('the import on a phone in English: a CSV checked, a bad row explained, imported and undone', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, undefined, '/');
  await useLanguage(page, 'en');
  await page.goto('/database/import');
  await expect(page.getByText('Drop your .xlsx or .csv file here')).toBeVisible();
  await expectPhoneLayout(page, 'import: upload');

  const tag = `Eng${letters(Date.now() % 26 ** 5)}`;
  // Windows-1252, `;`, English headers, as an old Excel on a Spanish Windows saves a CSV
  const csv = [
    'First name;Last name;Second last name;CURP;E-mail;Phone;Category',
    `Ñeli ${tag};Núñez;Peña;${randomCurp('NUPN880305', 'M')};${tag}.1@example.com;664 357 0001;Direct`,
    `Raúl ${tag};Ibáñez;Ortiz;${randomCurp('IAOR870412', 'H')};${tag}.2@example.com;664 357 0002;Direct`,
    `Inés ${tag};Gómez;Ruiz;NOT-A-CURP;${tag}.3@example.com;664 357 0003;Direct`,
  ].join('\r\n');
  await upload(page, 'candidates.csv', Buffer.from(csv, 'latin1'), 'text/csv');
  await expect(page.getByText('candidates.csv: 3 rows')).toBeVisible();
  await expect(page.getByText('CSV in Windows-1252 (ANSI), separated by “;”')).toBeVisible();
  await expect(page.getByText('Step 2 of 4: Columns')).toBeVisible();
  await expectPhoneLayout(page, 'import: mapping');

  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expectCounts(page, { new: 2, errors: 1 }, 'en');
  const problem = page
    .getByRole('list', { name: 'Rows with errors' })
    .getByRole('listitem', { name: /^Row 4: Gómez Ruiz Inés/ });
  await expect(problem).toContainText('CURP');
  await expectPhoneLayout(page, 'import: check');
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Import 2 candidates' }).click();
  await page
    .getByRole('dialog', { name: 'Import candidates' })
    .getByRole('button', { name: 'Import' })
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'Import finished' })).toBeVisible({
    timeout: 60_000,
  });
  await expectPhoneLayout(page, 'import: done');

  // undone, after a confirmation: the two candidates are gone
  await page.getByRole('button', { name: 'Undo import', exact: true }).click();
  await page.getByRole('dialog', { name: 'Undo import' }).getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Import undone' })).toBeVisible({
    timeout: 30_000,
  });
});
