import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { Api, expect, expectNotice, loginAs, setLocalStorage, signIn, test, unique } from '../fixtures';

type Row = { id: number; name_es?: string; code?: string };

/** Today as the date inputs take it (DD/MM/YYYY). */
const todayInput = () => {
  const d = new Date();
  return `${String(d.getDate()).padStart(2, '0')}/${String(d.getMonth() + 1).padStart(2, '0')}/${d.getFullYear()}`;
};

async function rowAction(page: Page, candidate: string, action: string) {
  await page.getByRole('button', { name: `Acciones de ${candidate}` }).click();
  await page.getByRole('menuitem', { name: action, exact: true }).click();
}

test.describe('direct process', () => {
  test('a requirement from creation to every position hired, with a rejection and a no-show, then its weekly summary and export', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const api = await Api.login(page.request);
    const region = await api.post<Row>('regions/', { name: unique('Región '), area: 'Norte' });
    const companyName = unique('Maquila ');
    const company = await api.post<Row>('companies/', {
      code: unique('E2E').slice(0, 20),
      name_es: companyName,
      email: 'rh@example.com',
      region: region.id,
    });
    const siteName = unique('Planta ');
    await api.post<Row>('sites/', { name: siteName, city: 'Tijuana', company: company.id });
    const positionName = unique('Ensamblador ');
    await api.post<Row>('positions/', { name_es: positionName, name_en: 'Assembler' });
    const [direct] = await api.get<Row[]>('categories/', { code: 'DIRECT' });
    const tag = unique('');
    const people = ['Ana', 'Berta', 'Carlos', 'Diana'].map((name) => `${name}${tag}`);
    for (const names of people)
      await api.post<Row>('candidates/', { names, last_name: 'Prueba', category: direct?.id });
    const fullName = (names: string) => `Prueba ${names}`;
    const [ana, berta, carlos, diana] = people.map(fullName) as [string, string, string, string];

    // 1. the new requirement form, with the company from the link
    await signIn(page, undefined, `/requeriments/direct/new/${company.id}`);
    await expect(page.getByRole('heading', { name: 'Nuevo requerimiento directo', level: 2 })).toBeVisible();
    await page.getByRole('button', { name: 'Enviar requerimiento' }).click();
    await expect(page.getByText('Este campo es obligatorio').first()).toBeVisible();
    await page.getByRole('combobox', { name: 'Planta' }).click();
    await page.getByRole('option', { name: siteName }).click();
    await page.getByRole('combobox', { name: 'Categoría', exact: true }).click();
    await page.getByRole('option', { name: 'Directo', exact: true }).click();
    await page.getByRole('combobox', { name: 'Puesto 1' }).click();
    await page.getByRole('option', { name: positionName }).click();
    await page.getByRole('combobox', { name: 'Turno 1' }).click();
    await page.getByRole('option').first().click();
    await page.getByRole('textbox', { name: 'Cantidad 1' }).fill('2');
    await page.getByRole('button', { name: 'Enviar requerimiento' }).click();
    await expectNotice(page, 'Requerimiento enviado');
    await expect(page).toHaveURL(/\/requeriments\/direct\/\d+$/);
    const requirementId = Number(page.url().split('/').pop());

    // 2. four candidates assigned from the Applications tab
    await page.getByRole('tab', { name: 'Postulaciones' }).click();
    for (const names of people) {
      await page.getByRole('button', { name: `Agregar candidato a ${positionName}` }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('combobox', { name: 'Candidato' }).fill(names);
      await page.getByRole('option', { name: new RegExp(names) }).click();
      await dialog.getByRole('textbox', { name: 'Fecha de entrevista' }).fill(todayInput());
      await dialog.getByRole('textbox', { name: 'Hora de entrevista' }).fill('09:30');
      await dialog.getByRole('button', { name: 'Asignar' }).click();
      await expectNotice(page, 'Candidato asignado');
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('button', { name: `Acciones de ${fullName(names)}` })).toBeVisible();
    }

    // 3. one rejection (reason required), one no-show, two accepted
    await rowAction(page, ana, 'Rechazar');
    let dialog = page.getByRole('dialog', { name: 'Rechazar candidato' });
    await dialog.getByRole('button', { name: 'Rechazar' }).click();
    await expect(dialog.getByText('Seleccione un motivo de rechazo')).toBeVisible();
    await dialog.getByRole('combobox', { name: 'Motivo de rechazo' }).click();
    // the list of reasons opens where it leaves the dialog's buttons uncovered
    await expect(page.getByRole('option').first()).toBeVisible();
    const list = await page.locator('.mantine-Select-dropdown:visible').boundingBox();
    const buttons = await dialog.getByRole('button', { name: 'Cancelar' }).boundingBox();
    if (!list || !buttons) throw new Error('the list or the buttons are not on screen');
    expect(list.y + list.height <= buttons.y || list.y >= buttons.y + buttons.height).toBe(true);
    await page.getByRole('option').first().click();
    await dialog.getByRole('button', { name: 'Rechazar' }).click();
    await expectNotice(page, 'Candidato rechazado');
    await expect(dialog).toBeHidden();

    await rowAction(page, berta, 'No asistió');
    await page.getByRole('dialog').getByRole('button', { name: 'No asistió' }).click();
    await expectNotice(page, 'Marcado como no asistió');

    for (const name of [carlos, diana]) {
      await rowAction(page, name, 'Aceptar');
      await page.getByRole('dialog').getByRole('button', { name: 'Aceptar' }).click();
      await expectNotice(page, 'Candidato aceptado');
      await expect(page.getByRole('dialog')).toBeHidden();
    }

    // 4. hire one from the detail page (employee number required) and one from the accepted list
    await rowAction(page, carlos, 'Contratar');
    dialog = page.getByRole('dialog', { name: 'Contratar candidato' });
    await dialog.getByRole('button', { name: 'Contratar' }).click();
    await expect(dialog.getByText('Por favor ingrese el número de empleado')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Número de empleado' }).fill(unique('E').slice(0, 20));
    await dialog.getByRole('button', { name: 'Contratar' }).click();
    await expectNotice(page, 'Candidato contratado');

    await page.goto('/requeriments/direct/status/accepted');
    await rowAction(page, diana, 'Contratar');
    dialog = page.getByRole('dialog', { name: 'Contratar candidato' });
    await dialog.getByRole('textbox', { name: 'Número de empleado' }).fill(unique('E').slice(0, 20));
    await dialog.getByRole('button', { name: 'Contratar' }).click();
    await expectNotice(page, 'Candidato contratado');
    await expect(page.getByRole('button', { name: `Acciones de ${diana}` })).toBeHidden();

    // every position hired: the requirement closed by itself
    const closed = await api.get<{ status: string; hired_positions: number; rejected_positions: number }>(
      `requeriments/${requirementId}/`,
    );
    expect(closed).toMatchObject({ status: 'Closed', hired_positions: 2, rejected_positions: 1 });
    await page.goto(`/requeriments/direct/${requirementId}`);
    await expect(page.getByText('Cerrado').first()).toBeVisible();

    // the timeline reads in its reader's language: an English-speaking recruiter of the company sees
    // English sentences, the English position name, dd/mm/yyyy dates and the days in the stage left
    const [recruiterRole] = await api.get<Row[]>('roles/', { short: 'recruiter' });
    const recruiter = { username: unique('e2e.en.'), password: 'E2e-user-pass-1' };
    await api.post('users/', {
      ...recruiter,
      first_name: 'E2E',
      last_name: 'English',
      lang: 'en',
      roles: [recruiterRole?.id],
      companies: [company.id],
    });
    // through the login form, which takes the user's language on a device that has none chosen
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await loginAs(page, recruiter.username, recruiter.password);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.goto(`/requeriments/direct/${requirementId}`);
    const timeline = page.getByRole('region', { name: 'Timeline' });
    await expect(timeline.getByText('Requirement New → Recruiting')).toBeVisible();
    await expect(timeline.getByText('Requirement Recruiting → Closed')).toBeVisible();
    await expect(timeline.getByText(`${ana} (Assembler): In progress → Rejected`)).toBeVisible();
    await expect(
      timeline.getByText(
        new RegExp(`^${carlos} assigned to Assembler \\(interview on ${todayInput()} at 09:30\\)$`),
      ),
    ).toBeVisible();
    await expect(timeline.getByText(/ · 0 days in Recruiting$/)).toBeVisible();
    await expect(timeline).not.toContainText(/asign|Aceptado|día/);
    await page.getByRole('button', { name: 'Log out' }).click();
    // the device keeps the last language chosen: back to Spanish for the admin
    await setLocalStorage(page, 'hr_tecma_lang', 'es');
    await signIn(page, undefined, `/requeriments/direct/${requirementId}`);

    // 5. the weekly summary row of the company, and its export
    await page.goto('/requeriments/direct/summary');
    await page.getByRole('combobox', { name: 'Empresa' }).click();
    await page.getByRole('option', { name: companyName }).click();
    const row = page.getByRole('row').filter({ hasText: companyName });
    await expect(row).toHaveCount(1);
    const cells = row.getByRole('cell');
    await expect(cells.nth(2)).toHaveText('2'); // requested
    await expect(row).toContainText('100');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar a Excel' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^weekly-summary-\d{4}/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(await file.path());
    const values = (book.worksheets[0]?.getRow(2).values ?? []) as unknown[];
    // company, year, week, requested, accepted, hired, rejected, did not attend, open, canceled, fill rate
    expect(values.slice(1)).toEqual([
      companyName,
      expect.any(Number),
      expect.any(Number),
      2,
      2,
      2,
      1,
      1,
      0,
      0,
      100,
    ]);
    // the screen's totals row closes the sheet (one company and week here: the same counts)
    const totals = (book.worksheets[0]?.getRow(3).values ?? []) as unknown[];
    expect(totals.slice(1)).toEqual(['Totales', undefined, undefined, 2, 2, 2, 1, 1, 0, 0, 100]);
  });
});
