import { closeNotices, expect, expectNotice, randomCurp, signIn, test, unique } from '../fixtures';

const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const minimalPdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF');

test.describe('candidates', () => {
  test('create a direct candidate, find it by a fragment of its CURP and open it', async ({ page }) => {
    const names = unique('Ana ');
    const curp = randomCurp('GOMA900315');
    const fragment = curp.slice(11, 17);

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

    // a photo and a CV with a note, both shown on the candidate page
    const photoChooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Elegir una imagen' }).click();
    await (await photoChooser).setFiles({ name: 'foto.png', mimeType: 'image/png', buffer: onePixelPng });
    await expectNotice(page, 'Foto actualizada');
    await expect(page.getByRole('img', { name: `Foto de Gómez Ruiz ${names}` })).toBeVisible();
    await expect(page.getByText('Sin foto')).toHaveCount(0);

    await page.getByLabel('Notas', { exact: true }).fill('CV de marzo');
    await page.getByRole('combobox', { name: 'Tipo' }).click();
    await page.getByRole('option', { name: 'CV' }).click();
    const cvChooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Subir documento' }).click();
    await (await cvChooser).setFiles({ name: 'cv-ana.pdf', mimeType: 'application/pdf', buffer: minimalPdf });
    const documents = page.getByRole('table', { name: 'Documentos' });
    const row = documents.getByRole('row').filter({ hasText: 'cv-ana.pdf' });
    await expect(row).toBeVisible();
    await expect(row).toContainText('CV de marzo');

    // the status modal: from the candidate page, then from the badge of the list (the upload's
    // toasts sit over the page's top-right buttons)
    await closeNotices(page);
    await page.getByRole('button', { name: 'Cambiar estatus' }).click();
    const dialog = page.getByRole('dialog', { name: 'Estatus del candidato' });
    await dialog.getByText('Inactivo', { exact: true }).click();
    await expect(dialog).toContainText(`¿Cambiar el estatus de Gómez Ruiz ${names} a Inactivo?`);
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await expectNotice(page, 'Estatus actualizado');
    await expect(dialog).toBeHidden();

    await page.getByRole('link', { name: 'Volver a la lista' }).click();
    await page.getByLabel('Buscar', { exact: true }).fill(fragment.toLowerCase());
    const badge = page.getByRole('button', { name: `Cambiar el estatus de Gómez Ruiz ${names}` });
    await expect(badge).toHaveText('Inactivo');
    await badge.click();
    await dialog.getByText('Activo', { exact: true }).click();
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await expectNotice(page, 'Estatus actualizado');
    await expect(badge).toHaveText('Activo');
    await expect(page).toHaveURL(/\/database\/direct_indirect$/);
  });

  test('a photo chosen before the first save is uploaded; the same CURP again links to that record', async ({
    page,
  }) => {
    test.slow(); // two candidates created through the form
    const names = unique('Rosa ');
    const curp = randomCurp('LOPR880720', 'M');
    const fillNew = async (given: string) => {
      await page.getByLabel('Nombres').fill(given);
      await page.getByLabel('Apellido paterno').fill('López');
      await page.getByLabel('CURP').fill(curp);
      await page.getByRole('combobox', { name: 'Categoría' }).click();
      await page.getByRole('option').first().click();
    };

    await signIn(page, undefined, '/database/direct_indirect/new');
    await fillNew(names);
    const photoChooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Elegir una imagen' }).click();
    await (await photoChooser).setFiles({ name: 'foto.png', mimeType: 'image/png', buffer: onePixelPng });
    await expect(page.getByRole('img', { name: 'Vista previa de la foto' })).toBeVisible();
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expectNotice(page, 'Candidato guardado');
    await expect(page).toHaveURL(/\/database\/direct_indirect\/\d+$/);
    const id = /\/(\d+)$/.exec(new URL(page.url()).pathname)?.[1];
    await expect(page.getByRole('img', { name: `Foto de López ${names}` })).toBeVisible();
    await expect(page.getByText('Sin foto')).toHaveCount(0);

    // another candidate with that CURP: the field says whose it is, links to it and takes the focus
    await page.goto('/database/direct_indirect/new');
    await fillNew(unique('Otra '));
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expect(page.getByLabel('CURP')).toHaveAccessibleDescription(
      `Ya existe el candidato López ${names} (#${id}) con este valor Ver registro existente`,
    );
    await expect(page.getByRole('link', { name: 'Ver registro existente' })).toHaveAttribute(
      'href',
      `/database/direct_indirect/${id}`,
    );
    await expect(page.getByLabel('CURP')).toBeFocused();
  });
});
