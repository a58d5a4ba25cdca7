import type { Page } from '@playwright/test';
import { Api, closeNotices, expect, expectNotice, openUserControls, signIn, test, unique } from '../fixtures';

/**
 * Offline forms (docs/decisions.md, "Offline forms"): a requester on a phone with no signal fills a
 * vacancy at a plant, and it arrives exactly once when the signal returns.
 */

type Row = { id: number; position?: string };

const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test.use({ viewport: { width: 390, height: 844 } });

/** The top bar's "offline — n pending" indicator. */
const indicator = (page: Page) => page.getByRole('button', { name: /pendiente|Sin conexión/ });

async function fillVacancy(page: Page, companyName: string, position: string) {
  await page.getByRole('combobox', { name: 'Empresa' }).click();
  await page.getByRole('option', { name: companyName }).click();
  await page.getByRole('combobox', { name: 'Categoría' }).click();
  await page.getByRole('option', { name: 'Administrativo' }).click();
  await page.getByRole('combobox', { name: 'Puesto' }).fill(position);
  await page.getByRole('textbox', { name: 'Salario desde' }).fill('15000');
  await page.getByRole('textbox', { name: 'Salario hasta' }).fill('18000');
}

async function makeCompany(api: Api) {
  const name = unique('Planta ');
  const region = await api.post<Row>('regions/', { name: unique('Región '), area: 'Norte' });
  const company = await api.post<Row>('companies/', {
    region: region.id,
    code: unique('OFF').slice(0, 20),
    name_es: name,
    email: 'rh@example.com',
  });
  return { ...company, name };
}

const vacanciesNamed = async (api: Api, position: string) =>
  (await api.get<{ elements: number }>('vacancies/', { search: position, page: 1 })).elements;

test.describe('offline vacancy form, through the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('opened and filled with no signal, kept across reloads, sent once when it returns', async ({
    page,
    context,
    api,
  }) => {
    test.setTimeout(60_000);
    const company = await makeCompany(api);
    const position = unique('Supervisor de línea ');

    // one visit with signal (the app and the form's lists are kept), then none
    await signIn(page);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.goto('/new_vacancies/clients');
    // the form's lists are in the service worker's cache (polled from here: a wait on a promise in
    // the page would pass at once)
    await expect
      .poll(() =>
        page.evaluate(async () =>
          (await (await caches.open('rp-api-reference')).keys()).map((row) => new URL(row.url).pathname),
        ),
      )
      .toEqual(expect.arrayContaining(['/api/companies/get_access/', '/api/categories/']));
    await context.setOffline(true);
    await page.reload();
    await expect(indicator(page)).toHaveAccessibleName('Sin conexión');
    await fillVacancy(page, company.name, position);
    await page.getByRole('button', { name: 'Guardar vacante' }).click();
    await expectNotice(page, 'se guardó en este dispositivo');
    await expect(indicator(page)).toHaveAccessibleName('Sin conexión · 1 pendiente');
    // the form starts over for the next vacancy; the queued one survives a reload
    await expect(page.getByRole('combobox', { name: 'Puesto' })).toHaveValue('');
    await page.reload();
    await expect(indicator(page)).toHaveAccessibleName('Sin conexión · 1 pendiente');
    expect(await vacanciesNamed(api, position)).toBe(0);

    await context.setOffline(false);
    await expectNotice(page, 'Vacante');
    await expect(indicator(page)).toHaveCount(0);
    expect(await vacanciesNamed(api, position)).toBe(1);

    // nothing is left to send: a reload and another flush create nothing more
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Puesto' })).toHaveValue('');
    await expect(indicator(page)).toHaveCount(0);
    expect(await vacanciesNamed(api, position)).toBe(1);
  });
});

test.describe('offline vacancy form', () => {
  test('a draft the server refuses keeps its values and shows what to correct', async ({ page, context }) => {
    test.setTimeout(60_000);
    const api = await Api.login(page.request);
    const gone = await makeCompany(api);
    const other = await makeCompany(api);
    const position = unique('Almacenista ');

    await signIn(page, undefined, '/new_vacancies/clients');
    await context.setOffline(true);
    await fillVacancy(page, gone.name, position);
    await page.getByRole('button', { name: 'Guardar vacante' }).click();
    await expect(indicator(page)).toHaveAccessibleName('Sin conexión · 1 pendiente');
    // meanwhile the company is removed at the office
    await api.delete(`companies/${gone.id}/`);

    await context.setOffline(false);
    await expectNotice(page, 'el servidor lo rechazó');
    await closeNotices(page);
    await expect(indicator(page)).toHaveAccessibleName('1 pendiente');
    await indicator(page).click();
    const drawer = page.getByRole('dialog', { name: 'Guardado en este dispositivo' });
    await expect(drawer.getByText('Rechazado: corríjalo')).toBeVisible();
    await drawer.getByRole('link', { name: 'Corregir' }).click();

    await expect(page.getByRole('combobox', { name: 'Puesto' })).toHaveValue(position);
    await expect(page.getByText('El servidor rechazó este borrador')).toBeVisible();
    await page.getByRole('combobox', { name: 'Empresa' }).click();
    await page.getByRole('option', { name: other.name }).click();
    await page.getByRole('button', { name: 'Guardar vacante' }).click();
    await expectNotice(page, 'La vacante fue guardada');
    await expect(page).toHaveURL(/\/requeriments\/clients\/\d+$/);
    await expect(indicator(page)).toHaveCount(0);
    expect(await vacanciesNamed(api, position)).toBe(1);
  });

  test('what is typed survives a closed tab and a sign-out; two users of one browser never see each other’s drafts', async ({
    page: firstTab,
    context,
  }) => {
    test.setTimeout(60_000);
    const api = await Api.login(firstTab.request);
    const company = await makeCompany(api);
    const [role] = await api.get<Row[]>('roles/', { short: 'requester' });
    const other = { username: unique('e2e.requester.'), password: 'E2e-user-pass-1' };
    await api.post('users/', {
      ...other,
      first_name: 'Otra',
      last_name: 'Persona',
      roles: [role?.id],
      companies: [company.id],
    });
    const position = unique('Capturista ');

    await signIn(firstTab, undefined, '/new_vacancies/clients');
    await firstTab.getByRole('combobox', { name: 'Puesto' }).fill(position);
    await firstTab.getByRole('textbox', { name: 'Salario desde' }).fill('12000');
    // saved as typed (a moment after the last key): the tab closed loses nothing
    await firstTab.waitForTimeout(600);
    await firstTab.close();
    const page = await context.newPage();
    await page.goto('/new_vacancies/clients');
    await expect(page.getByRole('combobox', { name: 'Puesto' })).toHaveValue(position);
    await expect(page.getByRole('textbox', { name: 'Salario desde' })).toHaveValue('12,000');
    // nor does signing out
    await openUserControls(page);
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(/\/login/);

    await signIn(page, other, '/new_vacancies/clients');
    await expect(page.getByRole('combobox', { name: 'Puesto' })).toHaveValue('');
    await expect(page.getByText('Se recuperó lo que capturó')).toHaveCount(0);
    await openUserControls(page);
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();

    await signIn(page, undefined, '/new_vacancies/clients');
    await expect(page.getByRole('combobox', { name: 'Puesto' })).toHaveValue(position);
    await expect(page.getByText('Se recuperó lo que capturó')).toBeVisible();
  });

  test('a candidate captured offline with a photo of the CV arrives once, with the photo', async ({
    page,
    context,
  }) => {
    test.setTimeout(60_000);
    const api = await Api.login(page.request);
    const names = unique('Rosa ');
    await signIn(page, undefined, '/database/direct_indirect/new');
    // a phone opens the quick capture
    await expect(page.getByRole('form', { name: 'Registro rápido' })).toBeVisible();
    await context.setOffline(true);
    await page.getByRole('combobox', { name: 'Categoría' }).click();
    await page.getByRole('option').first().click();
    await page.getByLabel('Nombres').fill(names);
    await page.getByLabel('Apellido paterno').fill('Campos');
    await page.getByLabel('Teléfono').fill('6561239876');
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Tomar foto del CV' }).click();
    await (await chooser).setFiles({ name: 'cv.png', mimeType: 'image/png', buffer: onePixelPng });
    await expect(page.getByRole('img', { name: 'Foto del CV' })).toBeVisible();
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expect(indicator(page)).toHaveAccessibleName('Sin conexión · 1 pendiente');
    await expect(page.getByLabel('Nombres')).toHaveValue('');

    await context.setOffline(false);
    await expectNotice(page, 'Candidato');
    await expect(indicator(page)).toHaveCount(0);
    const found = await api.get<{ data: Row[]; elements: number }>('candidates/', { search: names, page: 1 });
    expect(found.elements).toBe(1);
    const documents = await api.get<Array<{ notes: string }>>('vacancy-documents/', {
      candidate: found.data[0]?.id ?? 0,
    });
    expect(documents.map((row) => row.notes)).toEqual(['Foto del CV tomada en el registro rápido']);
  });
});
