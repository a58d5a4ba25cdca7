import { expect, expectNotice, signIn, test, unique } from '../fixtures';

type Region = { id: number; name: string };
type Company = { id: number; code: string; name_es: string };

test.describe('clients', () => {
  test('create a company with a site picked on the map, copy its public link, edit its targets and rotation history', async ({
    page,
    context,
    api,
    baseURL,
  }) => {
    test.slow(); // one long journey through four pages
    const region = await api.post<Region>('regions/', { name: unique('Región clientes ') });
    const code = unique('E2E').toUpperCase();
    const name = `Empresa ${code}`;
    const slug = `empresa-${code.toLowerCase()}`;
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });

    await signIn(page, undefined, '/clients/companies');
    await expect(page.getByRole('heading', { name: 'Empresas', level: 2 })).toBeVisible();

    // create: the RFC format is checked before sending, the custom URL is generated from the name
    await page.getByRole('button', { name: 'Nueva empresa' }).click();
    const form = page.getByRole('dialog', { name: 'Nueva empresa' });
    await form.getByLabel('Código').fill(code);
    await form.getByLabel('Nombre (español)').fill(name);
    await form.getByLabel('RFC').fill('ABC123');
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect(form.getByText('El RFC no tiene un formato válido')).toBeVisible();
    await expect(form.getByText('Este campo es obligatorio')).toBeVisible();
    await form.getByLabel('RFC').fill('EMP010203AB1');
    await form.getByRole('combobox', { name: 'Región' }).click();
    await page.getByRole('option', { name: region.name }).click();
    await form.getByRole('button', { name: 'Generar' }).click();
    await expect(form.getByLabel('URL personalizada')).toHaveValue(slug);
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expectNotice(page, 'Empresa creada');

    // the editor stays open on the new company, with its public links
    const editor = page.getByRole('dialog', { name: `Editar empresa: ${name}` });
    await expect(editor).toBeVisible();
    const link = `${baseURL}/vacancies/clients/${slug}`;
    await expect(editor.getByRole('link', { name: 'Abrir liga: Clientes' })).toHaveText(link);
    await editor.getByRole('button', { name: 'Copiar liga: Clientes' }).click();
    await expect(editor.getByRole('button', { name: 'Liga copiada' })).toBeVisible();
    expect(
      await page.evaluate(() =>
        (
          globalThis as unknown as { navigator: { clipboard: { readText(): Promise<string> } } }
        ).navigator.clipboard.readText(),
      ),
    ).toBe(link);

    // rotation: this month, then another month; the current one is the latest month's
    await editor.getByRole('tab', { name: 'Rotación' }).click();
    await editor.getByLabel('Rotación (%)').fill('4.5');
    await editor.getByRole('button', { name: 'Guardar rotación' }).click();
    await expectNotice(page, 'Rotación guardada');
    const history = editor.getByRole('table', { name: 'Historial' });
    await expect(history.getByRole('row')).toHaveCount(2);
    await expect(history).toContainText('4.5%');
    await expect(editor.getByTestId('current-rotation')).toHaveText('4.5%');

    const otherMonth = new Date().getMonth() === 0 ? 'feb' : 'ene';
    await editor.getByLabel('Mes').click();
    await page.getByRole('button', { name: otherMonth, exact: true }).click();
    await editor.getByLabel('Rotación (%)').fill('12');
    await editor.getByRole('button', { name: 'Guardar rotación' }).click();
    await expect(history.getByRole('row')).toHaveCount(3);
    await expect(history).toContainText('12.0%');
    // January is earlier in the year than now (February when it is January): the current value stays
    await expect(editor.getByTestId('current-rotation')).toHaveText(
      new Date().getMonth() === 0 ? '12.0%' : '4.5%',
    );
    await page.keyboard.press('Escape');
    await expect(editor).toBeHidden();

    // the list row: search, links popover
    await page.getByLabel('Buscar', { exact: true }).fill(code);
    const row = page.getByRole('row').filter({ hasText: code });
    await expect(row).toHaveCount(1);
    // the RFC is a secondary column: it shows in the row's details
    await row.getByRole('button', { name: /^Mostrar detalles/ }).click();
    await expect(page.getByText('EMP010203AB1')).toBeVisible();
    await row.getByRole('button', { name: /^Ocultar detalles/ }).click();
    await row.getByRole('button', { name: `Ligas públicas de ${name}` }).click();
    await expect(page.getByRole('dialog', { name: `Ligas públicas de ${name}` })).toContainText(
      `${baseURL}/vacancies/shelter_indirect/${slug}`,
    );
    await page.keyboard.press('Escape');

    // a site: cascading country → state → city, the point picked on the map
    await row.getByRole('button', { name: `Sitios ${name}` }).click();
    const drawer = page.getByRole('dialog', { name: `Sitios de ${name}` });
    await drawer.getByRole('button', { name: 'Nuevo' }).click();
    const siteForm = page.getByRole('dialog', { name: 'Nuevo: Sitio' });
    await siteForm.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Planta Tijuana');
    await siteForm.getByRole('combobox', { name: 'País' }).click();
    await page.getByRole('option', { name: 'México' }).click();
    await siteForm.getByRole('combobox', { name: 'Estado' }).click();
    await page.getByRole('option', { name: 'Baja California', exact: true }).click();
    await siteForm.getByRole('combobox', { name: 'Ciudad' }).click();
    await page.getByRole('option', { name: 'Tijuana' }).click();
    await expect(siteForm.getByLabel('Lada internacional')).toHaveValue('+52');
    // no tile server: the offline base layer draws the states and the seeded cities, and the pin
    // starts at the chosen city's centre (docs/domain.md#site-map)
    const map = siteForm.getByRole('application', { name: 'Mapa de ubicación del sitio' });
    await expect(map.locator('.leaflet-container')).toBeVisible();
    await expect(map.locator('path.site-map-state')).toHaveCount(32);
    await expect(map.locator('.site-map-city-name', { hasText: 'Tijuana' })).toBeVisible();
    await expect(siteForm.getByText('Punto elegido: 32.502700, -117.003710')).toBeVisible();
    await expect(siteForm.getByText('El punto está en el centro de Tijuana', { exact: false })).toBeVisible();
    await expect(map.locator('.site-map-pin')).toBeVisible();
    // the offline search fills the address and moves a pin that came from a city
    await siteForm.getByRole('combobox', { name: 'Buscar un lugar' }).fill('mexicali');
    await page.getByRole('option', { name: 'Mexicali, Baja California' }).click();
    await expect(siteForm.getByRole('combobox', { name: 'Ciudad' })).toHaveValue('Mexicali');
    await expect(siteForm.getByText('Punto elegido: 32.627810, -115.454460')).toBeVisible();
    // a point the user drags is the site's own: choosing another city no longer moves it
    await map.scrollIntoViewIfNeeded();
    const pin = await map.locator('.site-map-pin').boundingBox();
    if (!pin) throw new Error('the pin is not on the map');
    await page.mouse.move(pin.x + pin.width / 2, pin.y + pin.height / 2);
    await page.mouse.down();
    await page.mouse.move(pin.x + 80, pin.y + 40, { steps: 8 });
    await page.mouse.up();
    const own = siteForm.getByText(/^Punto elegido: -?\d+\.\d{6}, -?\d+\.\d{6}$/);
    await expect(own).not.toHaveText('Punto elegido: 32.627810, -115.454460');
    await expect(siteForm.getByText('El punto está en el centro de', { exact: false })).toBeHidden();
    const ownText = await own.textContent();
    await siteForm.getByRole('combobox', { name: 'Ciudad' }).click();
    await page.getByRole('option', { name: 'Tijuana' }).click();
    await expect(own).toHaveText(ownText ?? '');
    // a click on the map picks a point too
    await map.click({ position: { x: 160, y: 120 } });
    await expect(own).not.toHaveText(ownText ?? '');
    await expect(siteForm.getByLabel('Latitud')).toHaveValue(/^-?\d+\.\d+$/);
    await expect(siteForm.getByLabel('Longitud')).toHaveValue(/^-?\d+\.\d+$/);
    await siteForm.getByRole('button', { name: 'Guardar' }).click();
    await expect(siteForm).toBeHidden();
    const siteRow = drawer.getByRole('row').filter({ hasText: 'Planta Tijuana' });
    await expect(siteRow).toContainText('Tijuana, Baja California');
    await expect(siteRow).toContainText(/-?\d+\.\d{5}, -?\d+\.\d{5}/);

    // the map of all the company's sites shows it
    await drawer.getByRole('button', { name: 'Mapa de todos los sitios' }).click();
    const allSites = page.getByRole('dialog', { name: `Sitios de ${name} en el mapa` });
    await expect(
      allSites.getByRole('application', { name: 'Mapa de los sitios de la empresa' }),
    ).toContainText('Planta Tijuana');
    await page.keyboard.press('Escape');
    await expect(allSites).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    // targets: a year of monthly values for the company and a category, then edited
    await page.goto('/clients/targets');
    await expect(page.getByRole('heading', { name: 'Objetivos', level: 2 })).toBeVisible();
    await page.getByRole('combobox', { name: 'Empresa' }).click();
    await page.getByRole('option', { name: `${code} · ${name}` }).click();
    await page.getByRole('combobox', { name: 'Categoría' }).click();
    await page.getByRole('option', { name: 'Directo', exact: true }).click();
    await expect(page.getByText(/^Aún no hay metas para \d{4}/)).toBeVisible();
    await page.getByLabel('Enero').fill('100');
    await page.getByLabel('Febrero').fill('50');
    await expect(page.getByText('Total: 150')).toBeVisible();
    await page.getByRole('button', { name: 'Guardar metas' }).click();
    await expectNotice(page, 'Metas guardadas');
    await expect(page.getByText(/^Editando las metas guardadas de \d{4}/)).toBeVisible();
    const targetRow = page.getByRole('row').filter({ hasText: name });
    await expect(targetRow).toContainText('150');

    await page.getByLabel('Enero').fill('120');
    await page.getByRole('button', { name: 'Guardar metas' }).click();
    await expect(targetRow).toContainText('170');
    await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(1);

    // the rotations page shows the history too
    await page.goto('/clients/rotations');
    await page.getByRole('combobox', { name: 'Empresa' }).click();
    await page.getByRole('option', { name: `${code} · ${name}` }).click();
    await expect(page.getByRole('table', { name: 'Historial' }).getByRole('row')).toHaveCount(3);
  });

  test('a user sees only its own companies', async ({ page, api }) => {
    const region = await api.post<Region>('regions/', { name: unique('Región alcance ') });
    const mine = await api.post<Company>('companies/', {
      code: unique('MIA'),
      name_es: unique('Empresa propia '),
      region: region.id,
    });
    const other = await api.post<Company>('companies/', {
      code: unique('OTRA'),
      name_es: unique('Empresa ajena '),
      region: region.id,
    });
    const short = unique('e2e_');
    const role = await api.createRole({ name: `Clientes ${short}`, short, routes: ['clients-companies'] });
    const credentials = { username: unique('e2e.clients.'), password: 'E2e-user-pass-1' };
    await api.post('users/', {
      ...credentials,
      first_name: 'Reclutadora',
      last_name: 'Clientes',
      roles: [role.id],
      companies: [mine.id],
    });

    await signIn(page, credentials, '/clients/companies');
    await expect(page.getByRole('heading', { name: 'Empresas', level: 2 })).toBeVisible();
    const mineRow = page.getByRole('row').filter({ hasText: mine.code });
    await expect(mineRow).toHaveCount(1);
    await expect(page.getByRole('row').filter({ hasText: other.code })).toHaveCount(0);
    await expect(page.getByText('1–1 de 1')).toBeVisible();
  });
});
