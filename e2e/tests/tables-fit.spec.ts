import type { Locator, Page } from '@playwright/test';
import { type Api, expect, signIn, test, unique } from '../fixtures';

type Row = { id: number; code?: string };

/** A requirement with a 500-character detail, one with an assignment (Recruiting) and one New. */
async function seed(api: Api) {
  const categories = await api.get<(Row & { code: string })[]>('categories/');
  const direct = categories.find((c) => c.code === 'DIRECT')?.id;
  const region = await api.post<Row>('regions/', { name: unique('Región tablas '), area: 'Norte' });
  const company = await api.post<Row>('companies/', {
    code: unique('TBL').slice(0, 20),
    name_es: unique('Maquiladora de tablas '),
    email: 'rh@example.com',
    region: region.id,
  });
  const position = await api.post<Row>('positions/', { name_es: unique('Operador '), name_en: 'Operator' });
  const [shift] = await api.get<Row[]>('catalogs/', { clas_id: 3 });
  const longText = 'Detalle largo de la posición. '.repeat(17).slice(0, 500);
  const create = () =>
    api.post<Row & { items: Row[] }>('requeriments/', {
      company: company.id,
      requeriment_date: new Date().toISOString().slice(0, 10),
      category: direct,
      details: longText,
      items: [
        {
          position: position.id,
          gender: 'any',
          shift_type: shift?.id,
          category: direct,
          quantity: 3,
          details: longText,
        },
      ],
    });
  const recruiting = await create();
  await create();
  const candidate = await api.post<Row>('candidates/', {
    names: unique('Tabla'),
    last_name: 'Ancha',
    category: direct,
  });
  await api.post('requeriment-candidates/assign_candidate/', {
    requeriment: recruiting.items[0]?.id,
    candidate: candidate.id,
    interview_date: new Date().toISOString().slice(0, 10),
    interview_time: '09:30',
  });
  return { company, recruiting };
}

const text = {
  es: { code: 'Código', status: 'Estatus', open: 'Abiertas', days: 'Días abierto' },
  en: { code: 'Code', status: 'Status', open: 'Open', days: 'Days open' },
};

async function setLanguage(page: Page, lang: 'es' | 'en') {
  await page.evaluate((l) => localStorage.setItem('hr_tecma_lang', l), lang);
  await page.reload();
}

/** A column header by its whole title (a sortable header's name also holds its sort control). */
const header = (table: Locator, name: string) =>
  table.locator('thead th').filter({ hasText: new RegExp(`^\\s*${name}\\s*$`) });

/** The list's scroll viewport does not scroll sideways. */
async function expectNoSideScroll(table: Locator) {
  const viewport = table
    .locator('.mantine-datatable-scroll-area [data-radix-scroll-area-viewport], .mantine-ScrollArea-viewport')
    .first();
  const size = await viewport.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
  expect(size.scroll, `scrollWidth ${size.scroll} > clientWidth ${size.client}`).toBeLessThanOrEqual(
    size.client + 1,
  );
}

/** Every badge of the table shows its whole text. */
async function expectWholeBadges(table: Locator) {
  const badges = table.locator('.mantine-Badge-root');
  // the rows may still be rendering: count once the first badge is there
  await expect(badges.first()).toBeVisible();
  const cut = await badges.evaluateAll((all) =>
    all
      .filter(
        (el) =>
          el.scrollWidth > el.clientWidth + 1 ||
          (el.querySelector('.mantine-Badge-label')?.scrollWidth ?? 0) >
            (el.querySelector('.mantine-Badge-label')?.clientWidth ?? 0) + 1,
      )
      .map((el) => el.textContent),
  );
  expect(cut).toEqual([]);
}

/** The words of the table's cells that a line break cuts in two ("Manufactur/as", "28/11/202/6"). */
async function brokenWords(table: Locator): Promise<string[]> {
  return table.locator('tbody').evaluate((body) => {
    const broken = new Set<string>();
    const walker = document.createTreeWalker(body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const word of (node.textContent ?? '').matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, word.index ?? 0);
        range.setEnd(node, (word.index ?? 0) + word[0].length);
        const lines = new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top)));
        if (lines.size > 1) broken.add(word[0]);
      }
    }
    return [...broken];
  });
}

/** The pinned last column (row actions) covers no other column's header. */
async function expectActionsClear(table: Locator) {
  const edges = await table.locator('thead th').evaluateAll((cells) =>
    cells.map((cell) => {
      const rect = cell.getBoundingClientRect();
      return { left: rect.left, right: rect.right };
    }),
  );
  const actions = edges.at(-1);
  const before = edges.at(-2);
  expect(before && actions ? before.right : 0).toBeLessThanOrEqual((actions?.left ?? 0) + 1);
}

/**
 * A follow-up row with the names recruiters really see: a long company, a long position, a
 * candidate with two surnames and two names, a ten-digit phone.
 */
async function seedFollowUp(api: Api) {
  const categories = await api.get<(Row & { code: string })[]>('categories/');
  const direct = categories.find((c) => c.code === 'DIRECT')?.id;
  const region = await api.post<Row>('regions/', { name: unique('Región Bajío '), area: 'Centro' });
  const company = await api.post<Row>('companies/', {
    code: unique('MPN').slice(0, 20),
    name_es: unique('Manufacturas de Producción del Norte '),
    email: 'rh@example.com',
    region: region.id,
  });
  const position = await api.post<Row>('positions/', {
    name_es: unique('Operador de producción especializado '),
    name_en: 'Specialised production operator',
  });
  const [shift] = await api.get<Row[]>('catalogs/', { clas_id: 3 });
  const requirement = await api.post<Row & { items: Row[] }>('requeriments/', {
    company: company.id,
    requeriment_date: new Date().toISOString().slice(0, 10),
    category: direct,
    items: [
      {
        position: position.id,
        gender: 'any',
        shift_type: shift?.id,
        category: direct,
        quantity: 8,
        details: 'Con experiencia en líneas de ensamble',
      },
    ],
  });
  for (const letter of ['A', 'B']) {
    const candidate = await api.post<Row>('candidates/', {
      names: unique(`María Guadalupe ${letter}`),
      last_name: 'Hernández',
      second_name: 'Villaseñor',
      category: direct,
      phone_number: `477${String(Date.now()).slice(-7)}`,
      confirm_duplicates: true,
    });
    await api.post('requeriment-candidates/assign_candidate/', {
      requeriment: requirement.items[0]?.id,
      candidate: candidate.id,
      interview_date: new Date().toISOString().slice(0, 10),
      interview_time: '09:30',
    });
  }
  return { company, requirement };
}

// the follow-up status lists at the desktop widths people use: no word broken inside, the default
// columns without sideways scrolling, rows of a few lines, the pinned actions over no column
test('the follow-up status list fits at 1280, 1366 and 1440 px without breaking a word', async ({
  page,
  api,
}) => {
  const { company } = await seedFollowUp(api);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, undefined, `/requeriments/direct/status/progress?company=${company.id}`);
  const table = page.locator('.mantine-datatable').first();
  await expect(table.locator('tbody tr').first()).toBeVisible();
  for (const width of [1280, 1366, 1440]) {
    await page.setViewportSize({ width, height: 800 });
    await expect(header(table, 'Empresa').first()).toBeInViewport();
    expect(await brokenWords(table), `${width} px`).toEqual([]);
    await expectNoSideScroll(table);
    await expectActionsClear(table);
    const heights = await table
      .locator('tbody tr.mantine-datatable-row')
      .evaluateAll((rows) => rows.map((row) => row.getBoundingClientRect().height));
    // a name of two lines and its phone beneath, at most
    expect(Math.max(...heights), `${width} px`).toBeLessThan(90);
  }
});

// 1280 px, the narrowest desktop, in both languages; 1440 px in Spanish, the longer labels (a table
// that fits narrower fits wider: CI time, docs/performance.md "Test suite")
for (const lang of ['es', 'en'] as const) {
  for (const viewport of [
    { width: 1280, height: 800 },
    ...(lang === 'es' ? [{ width: 1440, height: 900 }] : []),
  ]) {
    test(`the requirements list fits at ${viewport.width} px (${lang})`, async ({ page, api }) => {
      await seed(api);
      await page.setViewportSize(viewport);
      await signIn(page, undefined, '/requeriments/direct');
      await setLanguage(page, lang);
      const table = page.locator('.mantine-datatable').first();
      await expect(table.locator('tbody tr').first()).toBeVisible();
      for (const name of [text[lang].code, text[lang].status, text[lang].open, text[lang].days])
        await expect(header(table, name).first()).toBeInViewport();
      await expectNoSideScroll(table);
      await expectWholeBadges(table);
      const heights = await table
        .locator('tbody tr.mantine-datatable-row')
        .evaluateAll((rows) => rows.map((row) => row.getBoundingClientRect().height));
      expect(Math.max(...heights)).toBeLessThan(120);
    });
  }
}

test('the column picker hides and shows a column and remembers it', async ({ page, api }) => {
  await seed(api);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, undefined, '/requeriments/direct');
  const table = page.locator('.mantine-datatable').first();
  await expect(table.locator('tbody tr').first()).toBeVisible();
  const site = header(table, 'Planta');
  await expect(site).toBeVisible();
  await page.getByRole('button', { name: 'Columnas' }).click();
  await page
    .getByRole('group', { name: 'Columnas visibles' })
    .getByLabel('Planta', { exact: true })
    .uncheck();
  await expect(site).toHaveCount(0);
  await page.reload();
  await expect(table.locator('tbody tr').first()).toBeVisible();
  await expect(site).toHaveCount(0);
  // the hidden column and the long detail are in the row's details
  await table
    .getByRole('button', { name: /^Mostrar detalles/ })
    .first()
    .click();
  await expect(table.locator('.mantine-datatable-row-expansion-cell').first()).toContainText('Planta');
  await page.getByRole('button', { name: 'Columnas' }).click();
  await page.getByRole('group', { name: 'Columnas visibles' }).getByLabel('Planta', { exact: true }).check();
  await expect(site).toBeVisible();
});

test('the requirements list is usable on a phone', async ({ page, api }) => {
  await seed(api);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, undefined, '/requeriments/direct');
  const table = page.locator('.mantine-datatable').first();
  await expect(table.locator('tbody tr').first()).toBeVisible();
  await expect(header(table, 'Fecha del requerimiento')).toHaveCount(0);
  await expectWholeBadges(table);
  await table
    .getByRole('button', { name: /^Mostrar detalles/ })
    .first()
    .click();
  await expect(table.locator('.mantine-datatable-row-expansion-cell').first()).toBeVisible();
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
]) {
  test(`a requirement's applications fit at ${viewport.width} px and its positions keep a sane height`, async ({
    page,
    api,
  }) => {
    const { recruiting } = await seed(api);
    await page.setViewportSize(viewport);
    await signIn(page, undefined, `/requeriments/direct/${recruiting.id}`);
    const positions = page.getByRole('table', { name: 'Posiciones' }).first();
    await expect(positions).toBeVisible();
    // every column of the positions in view: the table is no wider than its card
    const fit = await positions.evaluate((table) => ({
      table: table.getBoundingClientRect().width,
      room: table.parentElement?.clientWidth ?? 0,
    }));
    expect(fit.table).toBeLessThanOrEqual(fit.room + 1);
    const rowHeight = await positions
      .locator('tbody tr')
      .first()
      .evaluate((row) => row.getBoundingClientRect().height);
    expect(rowHeight).toBeLessThan(120);
    await page.getByRole('tab', { name: 'Postulaciones' }).click();
    const table = page.locator('.mantine-datatable').last();
    await expect(table.locator('tbody tr').first()).toBeVisible();
    await expectNoSideScroll(table);
    await expectWholeBadges(table);
    const menu = table.getByRole('button', { name: /^Acciones de/ }).first();
    await menu.scrollIntoViewIfNeeded();
    const before = await menu.boundingBox();
    await menu.click();
    await page.keyboard.press('Escape');
    const after = await menu.boundingBox();
    expect(after?.x).toBe(before?.x);
    expect(after?.y).toBe(before?.y);
  });
}
