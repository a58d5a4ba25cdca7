import { Api, expect, expectNotice, signIn, test, unique } from '../fixtures';

type Row = { id: number; code?: string };
type Mail = { recipient: string; template: string; text: string };

test.describe('administrative process', () => {
  test('a shelter vacancy from the form to approved, by the link mailed to its approver', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const api = await Api.login(page.request);
    const region = await api.post<Row>('regions/', { name: unique('Región '), area: 'Norte' });
    const companyName = unique('Maquila ');
    await api.post<Row>('companies/', {
      code: unique('E2E').slice(0, 20),
      name_es: companyName,
      email: 'rh@example.com',
      region: region.id,
    });
    const approverEmail = `${unique('aprobador').toLowerCase()}@example.com`;
    await api.post('default-approvals/', {
      full_name: 'Laura Méndez',
      title: 'Gerente de planta',
      email: approverEmail,
      approval_type: 'shelter',
      sort_item: 1,
      send_email: true,
      region: region.id,
    });
    const position = unique('Contador de costos ');

    // 1. the requester fills the form of a shelter vacancy
    await signIn(page, undefined, '/new_vacancies/shelter');
    await page.getByRole('button', { name: 'Guardar vacante' }).click();
    await expect(page.getByText('Este campo es obligatorio').first()).toBeVisible();
    await page.getByRole('combobox', { name: 'Empresa' }).click();
    await page.getByRole('option', { name: companyName }).click();
    await page.getByRole('combobox', { name: 'Categoría' }).click();
    await page.getByRole('option', { name: 'Administrativo' }).click();
    await page.getByRole('combobox', { name: 'Puesto' }).fill(position);
    await page.getByRole('textbox', { name: 'Salario desde' }).fill('25000');
    await page.getByRole('textbox', { name: 'Salario hasta' }).fill('20000');
    await page.getByRole('button', { name: 'Guardar vacante' }).click();
    await expect(
      page.getByText('El salario hasta debe ser mayor o igual al salario desde').first(),
    ).toBeVisible();
    await page.getByRole('textbox', { name: 'Salario hasta' }).fill('32000');
    await page.getByRole('button', { name: 'Guardar vacante' }).click();
    await expectNotice(page, 'La vacante fue guardada');
    await expect(page).toHaveURL(/\/requeriments\/shelter\/\d+$/);
    const vacancyId = Number(page.url().split('/').pop());
    const { code } = await api.get<Row>(`vacancies/${vacancyId}/`);
    expect(code).toMatch(/^SHE-\d{4}-\d{4}$/);

    // 2. sent for approval after confirming
    await page.getByRole('button', { name: 'Enviar a aprobación' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Enviar a aprobación' }).click();
    await expectNotice(page, 'La vacante fue enviada a aprobación');

    // 3. the approver opens the link of the mail (read from the outbox) in a browser of their own
    const mails = await api.get<Mail[]>('mail-outbox/', { search: approverEmail });
    const request = mails.find((m) => m.template === 'approval_request');
    const link = request?.text.match(/https?:\/\/\S+\/approve\/[A-Za-z0-9_-]+/)?.[0];
    expect(link, request?.text).toBeTruthy();
    const approver = await browser.newContext();
    try {
      const approvePage = await approver.newPage();
      await approvePage.goto(new URL(String(link)).pathname);
      await expect(approvePage.getByText(position).first()).toBeVisible();
      await expect(approvePage.getByText('Laura Méndez').first()).toBeVisible();
      await approvePage.getByRole('button', { name: 'Aprobar', exact: true }).click();
      await approvePage.getByRole('dialog').getByRole('button', { name: 'Aprobar', exact: true }).click();
      await expect(approvePage.getByText('Su aprobación quedó registrada. Gracias.').first()).toBeVisible();
      await expect(approvePage.getByRole('button', { name: 'Aprobar', exact: true })).toHaveCount(0);
    } finally {
      await approver.close();
    }

    // 4. the team sees the approval date and the timeline on the detail page
    await page.reload();
    await page.getByRole('tab', { name: 'Aprobaciones' }).click();
    const today = new Date();
    const dd = `${String(today.getDate()).padStart(2, '0')}/${String(today.getMonth() + 1).padStart(2, '0')}/${today.getFullYear()}`;
    await expect(page.getByText(new RegExp(`Aprobó el ${dd}`)).first()).toBeVisible();
    await page.getByRole('tab', { name: 'Estatus' }).click();
    await expect(page.getByText('Aprobada por Laura Méndez').first()).toBeVisible();
    await expect(page.getByText('Etapa En espera de aprobación → Aprobada').first()).toBeVisible();
    await expect(page.getByText(`Vacante ${code} guardada`).first()).toBeVisible();
  });
});
