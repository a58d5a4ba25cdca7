import { expect, expectNotice, signIn, test, unique } from '../fixtures';

const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const randomLetters = (count: number) =>
  Array.from({ length: count }, () => letters[Math.floor(Math.random() * letters.length)]).join('');

test.describe('candidates', () => {
  test('create a direct candidate, find it by a fragment of its CURP and open it', async ({ page }) => {
    const names = unique('Ana ');
    const fragment = randomLetters(5);
    const curp = `GOMA900315H${fragment}A${Math.floor(Math.random() * 10)}`;

    await signIn(page, undefined, '/database/direct_indirect');
    await expect(
      page.getByRole('heading', { name: 'Candidatos directos/indirectos', level: 2 }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Nuevo candidato' }).click();

    // required fields are checked before sending; full name and age follow the inputs
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expect(page.getByText('Este campo es obligatorio').first()).toBeVisible();
    await page.getByLabel('Nombres').fill(names);
    await page.getByLabel('Apellido paterno').fill('Gómez');
    await page.getByLabel('Apellido materno').fill('Ruiz');
    await expect(page.getByTestId('candidate-full-name')).toHaveText(`Gómez Ruiz ${names}`);
    await page.getByLabel('CURP').fill(curp);
    await page.getByLabel('Fecha de nacimiento').fill('15/03/1990');
    await page.getByLabel('Fecha de nacimiento').blur();
    await expect(page.getByTestId('candidate-age')).toContainText('años');
    await page.getByRole('combobox', { name: 'Categoría' }).click();
    await page.getByRole('option').first().click();
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expectNotice(page, 'Candidato guardado');
    await expect(page).toHaveURL(/\/database\/direct_indirect\/\d+$/);
    await expect(page.getByRole('heading', { name: `Gómez Ruiz ${names}`, level: 2 })).toBeVisible();

    // the list finds it by a piece of the CURP
    await page.getByRole('link', { name: 'Volver a la lista' }).click();
    await page.getByLabel('Buscar', { exact: true }).fill(fragment.toLowerCase());
    const link = page.getByRole('link', { name: `Gómez Ruiz ${names}` });
    await expect(link).toBeVisible();
    await expect(page.getByRole('cell', { name: curp })).toBeVisible();
    await link.click();
    await expect(page.getByLabel('CURP')).toHaveValue(curp);
    await expect(page.getByText('Este candidato aún no tiene postulaciones')).toBeVisible();
  });
});
