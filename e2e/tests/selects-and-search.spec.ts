import { Api, expect, expectNotice, signIn, test, unique } from '../fixtures';

type Row = { id: number; category?: number; items?: Array<{ category: number }> };

// issue 10, findings 12 and 13
test.describe('selects and search', () => {
  test('re-selecting the selected option of a select keeps it, and the requirement saves it', async ({
    page,
  }) => {
    const api = await Api.login(page.request);
    const region = await api.post<Row>('regions/', { name: unique('Región '), area: 'Norte' });
    const company = await api.post<Row>('companies/', {
      code: unique('SEL').slice(0, 20),
      name_es: unique('Maquila '),
      email: 'rh@example.com',
      region: region.id,
    });
    const positionName = unique('Soldador ');
    await api.post<Row>('positions/', { name_es: positionName, name_en: 'Welder' });
    const [direct] = await api.get<Row[]>('categories/', { code: 'DIRECT' });

    await signIn(page, undefined, `/requeriments/direct/new/${company.id}`);
    const category = page.getByRole('combobox', { name: 'Categoría', exact: true });
    await category.click();
    await page.getByRole('option', { name: 'Directo', exact: true }).click();
    // the position's category is pre-filled from the requirement's
    const itemCategory = page.getByRole('combobox', { name: 'Categoría 1' });
    await expect(itemCategory).toHaveValue('Directo');
    // clicking the selected option again leaves both as they are
    await category.click();
    await page.getByRole('option', { name: 'Directo', exact: true }).click();
    await expect(category).toHaveValue('Directo');
    await itemCategory.click();
    await page.getByRole('option', { name: 'Directo', exact: true }).click();
    await expect(itemCategory).toHaveValue('Directo');

    await page.getByRole('combobox', { name: 'Puesto 1' }).click();
    await page.getByRole('option', { name: positionName }).click();
    await page.getByRole('combobox', { name: 'Turno 1' }).click();
    await page.getByRole('option').first().click();
    await page.getByRole('textbox', { name: 'Cantidad 1' }).fill('1');
    await page.getByRole('button', { name: 'Enviar requerimiento' }).click();
    await expectNotice(page, 'Requerimiento enviado');
    await expect(page).toHaveURL(/\/requeriments\/direct\/\d+$/);
    const saved = await api.get<Row>(`requeriments/${page.url().split('/').pop()}/`);
    expect(saved.category).toBe(direct?.id);
    expect(saved.items?.map((item) => item.category)).toEqual([direct?.id]);
  });

  test('a name typed as the lists show it (surnames first) or in any order finds the candidate', async ({
    page,
  }) => {
    const api = await Api.login(page.request);
    const [direct] = await api.get<Row[]>('categories/', { code: 'DIRECT' });
    const surname = unique('Quintanilla');
    await api.post<Row>('candidates/', {
      names: 'Valeria',
      last_name: surname,
      second_name: 'Treviño',
      category: direct?.id,
    });
    const shown = `${surname} Treviño Valeria`;

    // the candidate list
    await signIn(page, undefined, '/database/direct_indirect');
    const search = page.getByLabel('Buscar', { exact: true });
    for (const term of [shown, `valeria ${surname.toLowerCase()}`, `TREVINO valeria ${surname}`]) {
      await search.fill(term);
      await expect(page.getByRole('link', { name: shown }), term).toBeVisible();
    }
    await search.fill(`${shown} Zzyzx`);
    await expect(page.getByRole('link', { name: shown })).toBeHidden();

    // the blacklist picker (searched on the server as one types)
    await page.goto('/status/blacklist');
    await page.getByRole('button', { name: 'Agregar a lista negra' }).click();
    const add = page.getByRole('dialog', { name: 'Agregar a lista negra' });
    await add.getByLabel('Candidato').fill(shown);
    await expect(page.getByRole('option', { name: new RegExp(surname) })).toBeVisible();
  });
});
