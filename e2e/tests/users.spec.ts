import { expect, expectNotice, signIn, test, unique } from '../fixtures';

test.describe('users', () => {
  test('create a user with a role, edit it, and disable it (with confirmation)', async ({
    page,
    api,
    request,
  }) => {
    const short = unique('e2e_');
    const roleName = `Rol ${short}`;
    await api.createRole({ name: roleName, short, routes: ['settings-regions'] });
    const username = unique('e2e.user.');
    const password = 'E2e-user-pass-1';

    await signIn(page, undefined, '/settings/users');
    await expect(page.getByRole('heading', { name: 'Usuarios', level: 2 })).toBeVisible();

    // create
    await page.getByRole('button', { name: 'Nuevo usuario' }).click();
    const form = page.getByRole('dialog', { name: 'Nuevo usuario' });
    await form.getByRole('textbox', { name: 'Usuario', exact: true }).fill(username);
    await form.getByLabel('Nombre(s)').fill('Laura');
    await form.getByLabel('Apellidos').fill('Prueba');
    await form.getByLabel('Correo electrónico').fill(`${username}@example.com`);
    await form.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(password);
    await form.getByLabel('Confirmar contraseña').fill('Something-else-1');
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect(form.getByText('Las contraseñas no coinciden')).toBeVisible();
    await form.getByLabel('Confirmar contraseña').fill(password);
    await form.getByLabel('Roles').click();
    await page.getByRole('option', { name: roleName }).click();
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect(form).toBeHidden();
    await expectNotice(page, 'Registro guardado');

    await page.getByLabel('Buscar', { exact: true }).fill(username);
    const row = page.getByRole('row').filter({ hasText: username });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Laura Prueba');
    await expect(row).toContainText(roleName);
    await expect(row).toContainText('Activo');

    // the new user signs in with the role's routes
    const login = await request.post('/api/login/', { data: { username, password } });
    expect(login.ok()).toBe(true);
    expect(((await login.json()) as { user: { routes: string[] } }).user.routes).toEqual([
      'settings-regions',
    ]);

    // edit on the user page
    await row.getByRole('link', { name: username }).click();
    await expect(page).toHaveURL(/\/settings\/users\/\d+$/);
    await expect(page.getByRole('heading', { name: `${username} · Laura Prueba` })).toBeVisible();
    await page.getByLabel('Nombre(s)').fill('Lucía');
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expectNotice(page, 'Registro guardado');
    await expect(page.getByRole('heading', { name: `${username} · Lucía Prueba` })).toBeVisible();

    // disable (the delete of a user), with confirmation: cancel first, then confirm
    await page.getByRole('button', { name: 'Deshabilitar cuenta' }).click();
    const confirm = page.getByRole('dialog', { name: 'Deshabilitar cuenta' });
    await expect(confirm).toContainText('Lucía Prueba');
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole('button', { name: 'Reactivar cuenta' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Deshabilitar cuenta' }).click();
    await confirm.getByRole('button', { name: 'Deshabilitar cuenta' }).click();
    await expectNotice(page, 'Cuenta deshabilitada');
    await expect(page.getByRole('button', { name: 'Reactivar cuenta' })).toBeVisible();

    // a disabled account cannot sign in
    const denied = await request.post('/api/login/', { data: { username, password } });
    expect(denied.status()).toBe(400);

    await page.getByRole('link', { name: 'Regresar a usuarios' }).click();
    await page.getByLabel('Buscar', { exact: true }).fill(username);
    await expect(page.getByRole('row').filter({ hasText: username })).toContainText('Deshabilitado');
  });
});
