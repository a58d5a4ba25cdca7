import { expect, expectNotice, signIn, test, unique } from '../fixtures';

test.describe('regions', () => {
  test('create, edit and delete a region (with confirmation)', async ({ page }) => {
    const name = unique('Región E2E ');
    const renamed = `${name} editada`;
    await signIn(page, undefined, '/settings/regions');
    await expect(page.getByRole('heading', { name: 'Regiones', level: 2 })).toBeVisible();

    // create
    await page.getByRole('button', { name: 'Nuevo' }).click();
    const form = page.getByRole('dialog', { name: 'Nuevo: Región' });
    await form.getByLabel('Nombre').fill(name);
    await form.getByLabel('Área').fill('Norte');
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect(form).toBeHidden();
    await expectNotice(page, 'Registro guardado');
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Norte');
    await expect(row).toContainText('Activo');

    // a required field is checked before sending
    await page.getByRole('button', { name: 'Nuevo' }).click();
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect(form.getByText('Este campo es obligatorio')).toBeVisible();
    await form.getByRole('button', { name: 'Cancelar' }).click();
    await expect(form).toBeHidden();

    // edit
    await row.getByRole('button', { name: /^Editar/ }).click();
    const editForm = page.getByRole('dialog', { name: 'Editar: Región' });
    await expect(editForm.getByLabel('Nombre')).toHaveValue(name);
    await editForm.getByLabel('Nombre').fill(renamed);
    await editForm.getByLabel('Activo').uncheck({ force: true });
    await editForm.getByRole('button', { name: 'Guardar' }).click();
    await expect(editForm).toBeHidden();
    const renamedRow = page.getByRole('row').filter({ hasText: renamed });
    await expect(renamedRow).toHaveCount(1);
    await expect(renamedRow).toContainText('Inactivo');

    // delete: cancelling keeps it, confirming removes it
    await renamedRow.getByRole('button', { name: /^Eliminar/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Eliminar registro' });
    await expect(confirm).toContainText('¿Seguro que desea eliminar este registro?');
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await expect(confirm).toBeHidden();
    await expect(renamedRow).toHaveCount(1);

    await renamedRow.getByRole('button', { name: /^Eliminar/ }).click();
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await expectNotice(page, 'Registro eliminado');
    await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
  });
});
