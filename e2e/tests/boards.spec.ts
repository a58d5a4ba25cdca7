import type { Page } from '@playwright/test';
import { type Api, expect, signIn, test, unique } from '../fixtures';

type Row = { id: number };

/**
 * The boards (docs/domain.md#dashboards): open each one, change a filter, and follow a number to the
 * list behind it, which must count the same rows.
 */

/** A company of its own with a requirement of three assigned candidates and two New clients vacancies. */
async function companyWithWork(api: Api) {
  const company = await api.createCompany({
    region: 'Región tablero ',
    code: 'BRD',
    name: 'Maquila tablero ',
  });
  const position = await api.post<Row>('positions/', { name_es: unique('Operador '), name_en: 'Operator' });
  const requirement = await api.createRequirement(company.id, position.id);
  const today = new Date().toISOString().slice(0, 10);
  for (const names of ['Ana', 'Berta', 'Carla']) {
    const candidate = await api.post<Row>('candidates/', {
      names: unique(names),
      last_name: 'Tablero',
      category: await api.categoryId('DIRECT'),
    });
    await api.post('requeriment-candidates/assign_candidate/', {
      requeriment: requirement.itemId,
      candidate: candidate.id,
      interview_date: today,
      interview_time: '09:30',
    });
  }
  for (let i = 0; i < 2; i++) await api.createClientsVacancy(company.id, { position: 'Contador ' });
  return company;
}

async function chooseOption(page: Page, label: string, option: string) {
  await page
    .getByRole('textbox', { name: label, exact: true })
    .or(page.getByRole('combobox', { name: label, exact: true }))
    .first()
    .click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The rows of the page's list table, once it has loaded. */
async function expectListRows(page: Page, count: number) {
  await expect(page.locator('table tbody tr')).toHaveCount(count);
}

test.describe('boards', () => {
  test('the direct board: a company chosen, its pending candidates open the follow-up list of the same rows', async ({
    page,
    api,
  }) => {
    const company = await companyWithWork(api);
    await signIn(page, undefined, '/status/board_direct');
    await expect(page.getByRole('heading', { name: 'Tablero directo', level: 2 })).toBeVisible();
    await chooseOption(page, 'Empresa', company.name);
    await expect(page).toHaveURL(new RegExp(`company=${company.id}`));
    const pending = page.getByTestId('status-count-Pending');
    await expect(pending).toHaveText('3');
    await expect(page.getByTestId('status-count-Hired')).toHaveText('0');
    // the weekly table (a page from the server): the company's row with its three pending candidates
    const weekly = page.getByRole('region', { name: 'Estatus por semana, empresa y planta' });
    await expect(
      weekly.getByRole('link', { name: new RegExp(`${company.name}.*En proceso: 3$`) }),
    ).toBeVisible();
    await page.getByTestId('status-box-Pending').click();
    await expect(page).toHaveURL(/\/requeriments\/direct\/status\/progress\?/);
    expect(new URL(page.url()).searchParams.get('company')).toBe(String(company.id));
    await expectListRows(page, 3);
  });

  test('the admin board: a vacancy type and a company chosen, its New vacancies open the vacancy list of the same rows', async ({
    page,
    api,
  }) => {
    const company = await companyWithWork(api);
    await signIn(page, undefined, '/status/board_admin');
    await expect(page.getByRole('heading', { name: 'Tablero administrativo', level: 2 })).toBeVisible();
    await chooseOption(page, 'Tipo de vacante', 'Clientes');
    await chooseOption(page, 'Empresa', company.name);
    await expect(page).toHaveURL(new RegExp(`company=${company.id}`));
    const box = page.getByTestId('vacancy-box-New');
    await expect(box.getByRole('link')).toHaveText('2');
    await box.getByRole('link').click();
    await expect(page).toHaveURL(/\/requeriments\/clients\?/);
    const params = new URL(page.url()).searchParams;
    expect(params.get('company')).toBe(String(company.id));
    expect(params.get('status')).toBe('New');
    await expectListRows(page, 2);
  });
});
