import { expect, expectNotice, randomCurp, signIn, test, unique } from '../fixtures';

const letters = (count: number) =>
  Array.from({ length: count }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join('');

test.describe('blacklist', () => {
  test('blacklist a candidate, read its history, and return it with a note', async ({ page, api }) => {
    const [category] = await api.get<Array<{ id: number }>>('categories/', { code: 'DIRECT' });
    const lastName = unique('Vetado');
    const digits = String(Date.now()).slice(-10);
    const candidate = await api.post<{ id: number }>('candidates/', {
      names: 'Ernesto',
      last_name: lastName,
      category: category.id,
      genre: 'Male',
      email: `${lastName.toLowerCase()}@example.com`,
      phone_number: digits,
      curp: randomCurp(`${letters(1)}A${letters(2)}900101`),
    });

    await signIn(page, undefined, '/status/blacklist');
    await expect(page.getByRole('heading', { name: 'Lista negra', level: 2 })).toBeVisible();

    // add: the candidate is searched on the server as one types
    await page.getByRole('button', { name: 'Agregar a lista negra' }).click();
    const add = page.getByRole('dialog', { name: 'Agregar a lista negra' });
    await add.getByLabel('Candidato').fill(lastName);
    await page.getByRole('option', { name: new RegExp(lastName) }).click();
    await add.getByLabel('Motivo').click();
    await page.getByRole('option', { name: 'Robo', exact: true }).click();
    await add.getByLabel('Nota').fill('Faltante en almacén');
    await add.getByRole('button', { name: 'Agregar a lista negra' }).click();
    await expectNotice(page, 'El candidato se agregó a la lista negra');
    await expect(add).toBeHidden();

    await page.getByRole('textbox', { name: 'Buscar', exact: true }).fill(lastName);
    const row = page.getByRole('row').filter({ hasText: lastName });
    await expect(row).toContainText('Faltante en almacén');
    await expect(row).toContainText('Activo');
    await expect(row).toContainText(digits);

    // history
    await row.getByRole('button', { name: 'Historial' }).click();
    const history = page.getByRole('dialog', { name: /Historial de lista negra/ });
    await expect(history).toContainText('Faltante en almacén');
    await expect(history).toContainText('Robo');
    await page.keyboard.press('Escape');
    await expect(history).toBeHidden();

    // return: the note is required
    await row.getByRole('button', { name: 'Regresar' }).click();
    const giveBack = page.getByRole('dialog', { name: 'Regresar de la lista negra' });
    await giveBack.getByRole('button', { name: 'Regresar' }).click();
    await expect(giveBack.getByText('Este campo es obligatorio')).toBeVisible();
    await giveBack.getByLabel('Nota de regreso').fill('Se encontró el material');
    await giveBack.getByRole('button', { name: 'Regresar' }).click();
    await expectNotice(page, 'El candidato salió de la lista negra');
    await expect(giveBack).toBeHidden();

    // the list shows active entries by default; with all of them the entry reads "returned"
    await expect(row).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Estado' }).click();
    await page.getByRole('option', { name: 'Todos' }).click();
    await expect(row).toContainText('Regresado');
    await row.getByRole('button', { name: 'Historial' }).click();
    await expect(history).toContainText('Se encontró el material');

    const after = await api.get<{ is_black_list: boolean }>(`candidates/${candidate.id}/`);
    expect(after.is_black_list).toBe(false);
  });
});
