import type { Page } from '@playwright/test';
import { Api, cvPdf, expect, expectNotice, signIn, test, unique } from '../fixtures';

type Row = { id: number };

const phone = { width: 390, height: 844 };

/**
 * No horizontal page scroll once the layout has settled: right after a resize the notices still on
 * screen may overhang by a pixel or two for a frame (seen once in CI), so the width is polled.
 */
async function expectNoHorizontalScroll(page: Page) {
  const overhang = () =>
    page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) - window.innerWidth);
  await expect.poll(overhang, { message: 'the page scrolls sideways' }).toBeLessThanOrEqual(0);
}

/**
 * An administrative vacancy of a company with public pages, approved by its approver's key (the
 * approval page itself is vacancies.spec.ts): Pending and approved, one position.
 */
async function approvedVacancy(api: Api) {
  const company = await api.createCompany({
    region: 'Región ',
    code: 'VC',
    name: 'Maquila ',
    customUrl: 'maquila-',
  });
  const approver = await api.addDefaultApprover(company.region, 'aprobador');
  const vacancy = await api.createClientsVacancy(company.id, {
    position: 'Analista de costos ',
    quantity: 1,
  });
  await api.approveByKey(await api.sendForApproval(vacancy, approver));
  return {
    company,
    customUrl: company.customUrl,
    companyName: company.name,
    vacancy,
    position: vacancy.position,
  };
}

test.describe('candidates of an administrative vacancy', () => {
  test('an application on the public page is carried by recruiters and the medical service to hire', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const api = await Api.login(page.request);
    const { company, customUrl, companyName, vacancy, position } = await approvedVacancy(api);
    const [recruiterRole] = await api.get<Row[]>('roles/', { short: 'recruiter' });
    const recruiter = { username: unique('e2e.recruiter.'), password: 'E2e-user-pass-1' };
    await api.post('users/', {
      ...recruiter,
      first_name: 'Rosa',
      last_name: 'Reclutadora',
      roles: [recruiterRole?.id],
      companies: [company.id],
    });
    const names = unique('Valeria');
    const email = `${names.toLowerCase()}@example.com`;

    // 1. the applicant, on a phone without an account: the company's page, the form, the answer
    const applicant = await browser.newContext({ viewport: phone, locale: 'es-MX' });
    try {
      const publicPage = await applicant.newPage();
      await publicPage.goto(`/vacancies/clients/${customUrl}`);
      await expect(publicPage.getByRole('heading', { name: companyName })).toBeVisible();
      await expectNoHorizontalScroll(publicPage);
      const applyButton = publicPage.getByRole('button', { name: `Postularse a ${position}` });
      // a finger-sized target on a phone
      expect((await applyButton.boundingBox())?.height).toBeGreaterThanOrEqual(44);
      await applyButton.click();
      const form = publicPage.getByRole('dialog', { name: `Solicitud: ${position}` });
      await form.getByRole('button', { name: 'Enviar solicitud' }).click();
      await expect(form.getByText('Este campo es obligatorio').first()).toBeVisible();
      await form.getByRole('textbox', { name: 'Nombre(s)' }).fill(names);
      await form.getByRole('textbox', { name: 'Apellido paterno' }).fill('Solicitante');
      await form.getByRole('textbox', { name: 'Correo electrónico' }).fill(email);
      await form.getByRole('textbox', { name: 'Teléfono' }).fill('6561234567');
      await form.locator('input[type="file"]').setInputFiles({
        name: 'cv-valeria.pdf',
        mimeType: 'application/pdf',
        buffer: cvPdf(`Valeria Solicitante ${email}`),
      });
      await form.getByRole('checkbox', { name: /^He leído el aviso de privacidad/ }).check();
      await expectNoHorizontalScroll(publicPage);
      await form.getByRole('button', { name: 'Enviar solicitud' }).click();
      // the answer every well-formed application gets (new, known, duplicate or blacklisted)
      await expect(form.getByRole('status')).toContainText('Solicitud enviada');
      await expect(form.getByRole('status')).toContainText(
        'Recibimos su solicitud. Si su perfil coincide con la vacante',
      );
    } finally {
      await applicant.close();
    }

    // 2. a recruiter finds the draft among the vacancy's candidates and assigns it
    const candidatesPath = `/requeriments/clients/${vacancy.id}/candidates`;
    await signIn(page, recruiter, candidatesPath);
    const row = page.getByRole('row').filter({ hasText: names });
    await expect(row).toContainText('Borrador');
    await row.getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`${candidatesPath}/\\d+$`));
    await page.getByRole('button', { name: 'Asignar a la vacante' }).click();
    await expectNotice(page, 'El candidato fue asignado a la vacante');
    await expect(page.getByRole('button', { name: 'Asignar a la vacante' })).toHaveCount(0);
    const processPath = new URL(page.url()).pathname;

    // 3. viability first (closing waits for it), then the offer, a stage with a comment, the exam
    await expect(
      page.getByText('Indique si el candidato es viable antes de cerrar su proceso.'),
    ).toBeVisible();
    await page.getByRole('radio', { name: 'Viable', exact: true }).check();
    await page.getByRole('textbox', { name: 'Sueldo ofrecido' }).fill('24000');
    await page.getByRole('button', { name: 'Guardar datos' }).click();
    await expectNotice(page, 'Se guardaron los datos del candidato');
    await expect(page.getByText('Indique si el candidato es viable')).toHaveCount(0);

    await page.getByRole('combobox', { name: 'Nueva etapa' }).click();
    await page.getByRole('option', { name: 'Entrevista de RR. HH.' }).click();
    await page.getByRole('textbox', { name: 'Comentario' }).fill('Buena comunicación; pasa con el gerente');
    await page.getByRole('button', { name: 'Cambiar etapa' }).click();
    await expectNotice(page, 'Se cambió la etapa');
    await expect(page.getByText('Etapa actual: Entrevista de RR. HH.')).toBeVisible();
    await expect(page.getByText('Buena comunicación; pasa con el gerente')).toBeVisible();

    // the switch follows the saved row: it turns on once the server has it
    const requireMedical = page.getByRole('switch', { name: 'Requiere examen médico' });
    await requireMedical.click();
    await expectNotice(page, 'Registro guardado');
    await expect(requireMedical).toBeChecked();
    await page.getByRole('button', { name: 'Aceptar', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
    await expectNotice(page, 'Se actualizó el estatus del candidato');
    // hiring waits for the exam
    await page.getByRole('button', { name: 'Contratar', exact: true }).click();
    const hire = page.getByRole('dialog', { name: 'Contratar' });
    await expect(hire.getByRole('alert')).toContainText('Pendiente');
    await hire.getByRole('button', { name: 'Cancelar' }).click();

    // the processing screen fits a phone
    await page.setViewportSize(phone);
    await expect(page.getByRole('heading', { name: new RegExp(names) })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await page.setViewportSize({ width: 1440, height: 900 });

    // 4. the medical service (here the superuser) records the result
    const medical = await browser.newContext({ locale: 'es-MX' });
    try {
      const medicalPage = await medical.newPage();
      await signIn(medicalPage, undefined, processPath);
      await medicalPage.getByRole('combobox', { name: 'Resultado' }).click();
      await medicalPage.getByRole('option', { name: 'Recomendado', exact: true }).click();
      await medicalPage.getByRole('textbox', { name: 'Notas del examen' }).fill('Apta para el puesto');
      await medicalPage.getByRole('button', { name: 'Guardar resultado' }).click();
      await expectNotice(medicalPage, 'Se guardó el examen médico');
    } finally {
      await medical.close();
    }

    // 5. the recruiter hires with the employee number; the last position completes the vacancy
    await page.reload();
    await page.getByRole('button', { name: 'Contratar', exact: true }).click();
    await expect(hire.getByRole('alert')).toHaveCount(0);
    await hire.getByRole('button', { name: 'Contratar' }).click();
    await expect(hire.getByText('Por favor ingrese el número de empleado')).toBeVisible();
    await hire.getByRole('textbox', { name: 'Número de empleado' }).fill(unique('EMP').slice(0, 20));
    await hire.getByRole('button', { name: 'Contratar' }).click();
    await expectNotice(page, 'Se actualizó el estatus del candidato');
    await expect(page.getByText('El proceso de este candidato terminó.')).toBeVisible();

    await page.goto(`/requeriments/clients/${vacancy.id}`);
    await expect(page.getByText('Completa', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('1/1', { exact: true })).toBeVisible();
  });
  test('a known person applies on the public page: nothing touches their record until a recruiter merges it', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const api = await Api.login(page.request);
    const { customUrl, vacancy, position } = await approvedVacancy(api);
    const names = unique('Marta');
    const email = `${names.toLowerCase()}@example.com`;
    const phoneNumber = `81${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    const known = await api.post<Row>('candidates/', {
      names,
      last_name: 'Garza',
      email,
      phone_number: phoneNumber,
      category: await api.categoryId('ADMINISTRATIVE'),
    });

    // the same e-mail and phone, a second surname the record lacks, on a phone
    const applicant = await browser.newContext({ viewport: phone, locale: 'es-MX' });
    try {
      const publicPage = await applicant.newPage();
      await publicPage.goto(`/vacancies/clients/${customUrl}`);
      await publicPage.getByRole('button', { name: `Postularse a ${position}` }).click();
      const form = publicPage.getByRole('dialog', { name: `Solicitud: ${position}` });
      await form.getByRole('textbox', { name: 'Nombre(s)' }).fill(names);
      await form.getByRole('textbox', { name: 'Apellido paterno' }).fill('Garza');
      await form.getByRole('textbox', { name: 'Apellido materno' }).fill('Leal');
      await form.getByRole('textbox', { name: 'Correo electrónico' }).fill(email);
      await form.getByRole('textbox', { name: 'Teléfono' }).fill(phoneNumber);
      await form.locator('input[type="file"]').setInputFiles({
        name: 'cv-marta.pdf',
        mimeType: 'application/pdf',
        buffer: cvPdf(`Marta Garza Leal ${email}`),
      });
      await form.getByRole('checkbox', { name: /^He leído el aviso de privacidad/ }).check();
      await form.getByRole('button', { name: 'Enviar solicitud' }).click();
      await expect(form.getByRole('status')).toContainText('Solicitud enviada');
    } finally {
      await applicant.close();
    }
    // the record is as it was
    const before = await api.get<{ second_name: string | null }>(`candidates/${known.id}/`);
    expect(before.second_name ?? '').toBe('');

    // the recruiter sees the application waiting, compares, and merges the second surname
    const candidatesPath = `/requeriments/clients/${vacancy.id}/candidates`;
    await signIn(page, undefined, candidatesPath);
    const row = page.getByRole('row').filter({ hasText: names });
    await expect(row).toContainText('Solicitud por revisar');
    await row.getByRole('link').first().click();
    await expect(page.getByText('Solicitud pública por revisar')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Asignar a la vacante' })).toBeDisabled();
    // the comparison fits a phone
    await page.setViewportSize(phone);
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: test.info().outputPath('application-review-390.png'), fullPage: true });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByRole('checkbox', { name: 'Usar el valor capturado en Apellido materno' }).check();
    await page.getByRole('button', { name: 'Unir con el candidato existente' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Unir con el candidato existente' }).click();
    await expectNotice(page, 'La solicitud se unió con el candidato');
    const after = await api.get<{ second_name: string | null }>(`candidates/${known.id}/`);
    expect(after.second_name).toBe('Leal');
    await page.getByRole('button', { name: 'Asignar a la vacante' }).click();
    await expectNotice(page, 'El candidato fue asignado a la vacante');
  });
});
