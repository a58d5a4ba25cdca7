import type { Page } from '@playwright/test';
import { expect, signedInMark, signIn, test, unique } from '../fixtures';

// the other journeys block the service worker (playwright.config.ts); this one is about it
test.use({ serviceWorkers: 'allow' });

/** The reference answers the service worker keeps (apps/web/src/lib/offline-cache.ts). */
const apiCache = 'rp-api-reference';

/** Waits until the service worker is active and controls the page. */
async function waitForServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/**
 * Waits until the service worker's cache holds an answer of each API path (polled from here: a
 * `waitForFunction` on a promise in the page would pass at once, the promise being truthy).
 */
async function waitForCached(page: Page, paths: string[]) {
  await expect
    .poll(() =>
      page.evaluate(
        async (name) =>
          (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname),
        apiCache,
      ),
    )
    .toEqual(expect.arrayContaining(paths.map((path) => `/api/${path}`)));
}

/** The options a select of the form lists (opened, read, closed). */
async function optionsOf(page: Page, label: string): Promise<string[]> {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  const options = page.getByRole('option');
  await expect(options.first()).toBeVisible();
  const names = await options.allTextContents();
  await page.keyboard.press('Escape');
  return names;
}

test('after one visit the app opens offline, and the new vacancy form lists its reference data', async ({
  page,
  context,
  api,
}) => {
  const region = await api.post<{ id: number }>('regions/', { name: unique('Región '), area: 'Norte' });
  const companyName = unique('Maquila ');
  await api.post('companies/', {
    code: unique('OFF').slice(0, 20),
    name_es: companyName,
    email: 'rh@example.com',
    region: region.id,
  });
  const departmentName = unique('Calidad ');
  await api.post('departments/', { code: unique('D').slice(0, 30), name_es: departmentName });

  // one visit online: the app shell is precached, the form's reference answers are kept
  await signIn(page);
  await waitForServiceWorker(page);
  await page.goto('/new_vacancies/clients');
  await expect(page.getByRole('combobox', { name: 'Categoría', exact: true })).toBeVisible();
  await waitForCached(page, ['categories/', 'departments/', 'catalogs/', 'companies/get_access/']);

  await context.setOffline(true);
  // the browser's network is down for the service worker too: an answer it never kept fails
  const uncached = await page.evaluate(() =>
    fetch('/api/categories/?ordering=name').then(
      (res) => `answered ${res.status}`,
      () => 'failed',
    ),
  );
  expect(uncached).toBe('failed');

  // the page reloads without a network: the signed-in shell and the form, its selects filled from
  // the kept answers
  await page.reload();
  await expect(signedInMark(page)).toBeVisible();
  expect(await optionsOf(page, 'Categoría')).toContain('Administrativo');
  expect(await optionsOf(page, 'Departamento')).toContain(departmentName);
  expect(await optionsOf(page, 'Empresa')).toContainEqual(expect.stringContaining(companyName));
  expect((await optionsOf(page, 'Motivo de la vacante')).length).toBeGreaterThan(0);

  // and so does the home page
  await page.goto('/');
  await expect(signedInMark(page)).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Bienvenido, / })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sus accesos directos' })).toBeVisible();

  // signing out empties the kept answers: the next user of this browser never reads them
  await context.setOffline(false);
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect.poll(() => page.evaluate((name) => caches.has(name), apiCache)).toBe(false);
});
