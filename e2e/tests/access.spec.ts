import { expect, loginAs, signIn, test } from '../fixtures';

test.describe('access by role routes', () => {
  test('a limited user sees only its menu entry and gets the 403 page elsewhere', async ({ page, api }) => {
    const user = await api.createLimitedUser(['settings-regions']);
    await loginAs(page, user.username, user.password);

    const menu = page
      .getByRole('navigation')
      .filter({ has: page.getByLabel('Buscar en el menú') })
      .first();
    await expect(menu.getByRole('link')).toHaveCount(1);
    await expect(menu.getByRole('link', { name: 'Regiones' })).toBeVisible();
    // only the group of the visible entry shows
    await expect(menu.getByText('Configuración', { exact: true })).toBeVisible();
    await expect(menu.getByText('Vacantes', { exact: true })).toHaveCount(0);

    await menu.getByRole('link', { name: 'Regiones' }).click();
    await expect(page).toHaveURL(/\/settings\/regions$/);
    await expect(page.getByRole('heading', { name: 'Regiones', level: 2 })).toBeVisible();

    await page.goto('/settings/users');
    await expect(
      page.getByRole('heading', { level: 2, name: '403 No puede abrir esta página' }),
    ).toBeVisible();
    // the top bar and the document title say the same as the page
    await expect(page.getByRole('heading', { level: 1, name: 'No puede abrir esta página' })).toBeVisible();
    await expect(page).toHaveTitle('No puede abrir esta página | Recruitment Platform');
    await expect(page.getByRole('button', { name: 'Nuevo' })).toHaveCount(0);
  });

  test('the superuser sees every settings entry', async ({ page }) => {
    await signIn(page);
    const menu = page
      .getByRole('navigation')
      .filter({ has: page.getByLabel('Buscar en el menú') })
      .first();
    for (const name of ['Usuarios', 'Roles', 'Catálogos', 'Regiones']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    // the menu search filters by title
    await page.getByLabel('Buscar en el menú').fill('regi');
    await expect(menu.getByRole('link')).toHaveCount(1);
    await expect(menu.getByRole('link', { name: 'Regiones' })).toBeVisible();
  });
});
