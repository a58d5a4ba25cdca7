import { expect, expectNotice, signIn, test, unique } from '../fixtures';

test.describe('catalogs', () => {
  test('create, edit and delete a catalog item (with confirmation)', async ({ page }) => {
    const code = unique('E2E').slice(0, 20).toUpperCase();
    const name = `Motivo ${code}`;
    await signIn(page, undefined, '/settings/catalogs');
    await expect(page.getByRole('heading', { name: 'Catálogos', level: 2 })).toBeVisible();
    const search = page.getByLabel('Buscar', { exact: true });

    // create, in the classification chosen in the toolbar
    await page.getByRole('button', { name: 'Nuevo' }).click();
    const form = page.getByRole('dialog', { name: 'Nuevo: Catálogo' });
    await expect(form.getByLabel('Clasificación')).toHaveValue(/^1 · /);
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect(form.getByText('Este campo es obligatorio').first()).toBeVisible();
    await form.getByLabel('Código').fill(code);
    await form.getByLabel('Nombre (español)').fill(name);
    await form.getByLabel('Nombre (inglés)').fill(`Reason ${code}`);
    await form.getByLabel('Descripción').fill('Creado por la prueba e2e');
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect(form).toBeHidden();
    await expectNotice(page, 'Registro guardado');

    await search.fill(code);
    const row = page.getByRole('row').filter({ hasText: code });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(name);
    await expect(row).toContainText(`Reason ${code}`);
    await expect(row).toContainText('Activo');

    // edit
    await row.getByRole('button', { name: /^Editar/ }).click();
    const editForm = page.getByRole('dialog', { name: 'Editar: Catálogo' });
    await expect(editForm.getByLabel('Código')).toHaveValue(code);
    await editForm.getByLabel('Nombre (español)').fill(`${name} editado`);
    await editForm.getByRole('button', { name: 'Guardar' }).click();
    await expect(editForm).toBeHidden();
    await expect(row).toContainText(`${name} editado`);

    // delete: cancel keeps it, confirm removes it
    await row.getByRole('button', { name: /^Eliminar/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Eliminar registro' });
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await expect(confirm).toBeHidden();
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: /^Eliminar/ }).click();
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await expectNotice(page, 'Registro eliminado');
    await expect(page.getByRole('row').filter({ hasText: code })).toHaveCount(0);
    await expect(page.getByText('No hay registros')).toBeVisible();
  });
});
