import type { Browser, Locator, Page } from '@playwright/test';
import { Api, type Credentials, cvPdf, expect, expectNotice, signIn, test, unique } from '../fixtures';
import { expectPhoneLayout, measureLayout } from '../layout-rules';

const phone = { width: 390, height: 844 };
const desk = { width: 1440, height: 900 };

/** A day `days` from today as the date fields show it (DD/MM/YYYY) and as the API stores it. */
function dayFromToday(days: number) {
  const d = new Date();
  d.setDate(d.getDate() + days);
  const dd = String(d.getDate()).padStart(2, '0');
  const mm = String(d.getMonth() + 1).padStart(2, '0');
  return { typed: `${dd}/${mm}/${d.getFullYear()}`, stored: `${d.getFullYear()}-${mm}-${dd}` };
}

/** Picks an option of a select or autocomplete by its label. */
async function choose(page: Page, field: Locator, option: string | RegExp) {
  await field.click();
  await page.getByRole('option', { name: option }).first().click();
}

/** No horizontal page scroll once the layout has settled. */
async function expectNoHorizontalScroll(page: Page) {
  const overhang = () =>
    page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) - window.innerWidth);
  await expect.poll(overhang, { message: 'the page scrolls sideways' }).toBeLessThanOrEqual(0);
}

/** The item of the setup checklist and whether it reads done ("Listo") or missing ("Falta"). */
function setupItem(editor: Locator, key: string) {
  return editor.getByTestId(`setup-${key}`);
}

async function expectSetup(editor: Locator, key: string, state: 'Listo' | 'Falta') {
  await expect(setupItem(editor, key).getByRole('img', { name: state, exact: true })).toBeVisible();
}

async function openSetup(page: Page, code: string, name: string) {
  await page.goto('/clients/companies');
  await expect(page.getByRole('heading', { name: 'Empresas', level: 2 })).toBeVisible();
  await page.getByLabel('Buscar', { exact: true }).fill(code);
  const row = page.getByRole('row').filter({ hasText: code });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: `Editar ${name}` }).click();
  const editor = page.getByRole('dialog', { name: `Editar empresa: ${name}` });
  await editor.getByRole('tab', { name: 'Puesta en marcha' }).click();
  await expect(editor.getByRole('list', { name: 'Lista de puesta en marcha' })).toBeVisible();
  return editor;
}

/** A user of one seeded role (docs/domain.md#data-scope) for the company, made on the users page. */
async function createUserOnScreen(page: Page, role: string, company: string): Promise<Credentials> {
  const credentials = { username: unique('primer.dia.'), password: 'Primer-dia-2026' };
  await page.goto('/settings/users');
  await page.getByRole('button', { name: 'Nuevo usuario' }).click();
  const form = page.getByRole('dialog', { name: 'Nuevo usuario' });
  await form.getByRole('textbox', { name: 'Usuario', exact: true }).fill(credentials.username);
  await form.getByLabel('Nombre(s)').fill(role);
  await form.getByLabel('Apellidos').fill('Primer Día');
  await form.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(credentials.password);
  await form.getByLabel('Confirmar contraseña').fill(credentials.password);
  await choose(page, form.getByLabel('Roles'), role);
  await page.keyboard.press('Escape');
  await choose(page, form.getByLabel('Empresas'), company);
  await page.keyboard.press('Escape');
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(form).toBeHidden();
  await expectNotice(page, 'Registro guardado');
  return credentials;
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/login/);
}

/**
 * A new company's first day (issue 26): the superuser sets the company up by following its setup
 * checklist until every item is done; a requester files a requirement typing its date and a
 * vacancy choosing a plant and a shift from the lists; an applicant applies from a phone; the
 * medical service finds the candidate in its queue; the recruiter hires; the board's figure opens
 * a list of the same count. All in Spanish, as the screens guide; the key screens again in English
 * at 390 and 1440 px.
 */
test.describe('a new company’s first day', () => {
  test('set up by following the screens, then a requirement, a vacancy, an applicant and a hire', async ({
    page,
    browser,
  }) => {
    test.setTimeout(420_000);
    const api = await Api.login(page.request);
    const code = unique('PD').toUpperCase().slice(0, 20);
    const name = `Maquila ${code}`;
    const regionName = unique('Región primer día ');

    // 0. the superuser adds the company's region (the companies form needs one)
    await signIn(page, undefined, '/settings/regions');
    await page.getByRole('button', { name: 'Nuevo' }).click();
    const regionForm = page.getByRole('dialog', { name: 'Nuevo: Región' });
    await regionForm.getByRole('textbox', { name: 'Nombre', exact: true }).fill(regionName);
    await regionForm.getByRole('button', { name: 'Guardar' }).click();
    await expect(regionForm).toBeHidden();

    // 1. the company, with its custom URL generated from the name
    await page.goto('/clients/companies');
    await page.getByRole('button', { name: 'Nueva empresa' }).click();
    const form = page.getByRole('dialog', { name: 'Nueva empresa' });
    await form.getByLabel('Código').fill(code);
    await form.getByLabel('Nombre (español)').fill(name);
    await choose(page, form.getByRole('combobox', { name: 'Región' }), regionName);
    await form.getByRole('button', { name: 'Generar' }).click();
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expectNotice(page, 'Empresa creada');
    let editor = page.getByRole('dialog', { name: `Editar empresa: ${name}` });
    await editor.getByRole('tab', { name: 'Puesta en marcha' }).click();
    // what a new company lacks, said item by item
    for (const key of ['sites', 'targets', 'approvers', 'recruiters', 'requesters', 'medical'])
      await expectSetup(editor, key, 'Falta');
    await expectSetup(editor, 'shifts', 'Listo');
    await expectSetup(editor, 'links', 'Listo');
    await expect(setupItem(editor, 'approvers')).toContainText(
      'Clientes: ninguno: no se puede enviar a aprobación',
    );

    // 2. a site, from the checklist's own button: the city centres the pin, which locates the site
    const siteName = unique('Planta Otay ');
    await setupItem(editor, 'sites').getByRole('button', { name: 'Abrir sitios' }).click();
    const drawer = page.getByRole('dialog', { name: `Sitios de ${name}` });
    await drawer.getByRole('button', { name: 'Nuevo' }).click();
    const siteForm = page.getByRole('dialog', { name: 'Nuevo: Sitio' });
    await siteForm.getByRole('textbox', { name: 'Nombre', exact: true }).fill(siteName);
    await choose(page, siteForm.getByRole('combobox', { name: 'País' }), 'México');
    await choose(page, siteForm.getByRole('combobox', { name: 'Estado' }), /^Baja California$/);
    await choose(page, siteForm.getByRole('combobox', { name: 'Ciudad' }), 'Tijuana');
    await expect(siteForm.getByText(/^Punto elegido: /)).toBeVisible();
    await siteForm.getByRole('button', { name: 'Guardar' }).click();
    await expect(siteForm).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    // 3. a position of its own, from the link "Abrir puestos"
    editor = await openSetup(page, code, name);
    await expectSetup(editor, 'sites', 'Listo');
    await setupItem(editor, 'positions').getByRole('link', { name: 'Abrir puestos' }).click();
    await expect(page).toHaveURL(/\/settings\/positions$/);
    const positionName = unique('Operador de prensa ');
    await page.getByRole('button', { name: 'Nuevo' }).click();
    const positionForm = page.getByRole('dialog', { name: 'Nuevo: Puesto' });
    await positionForm.getByLabel('Nombre (español)').fill(positionName);
    await positionForm.getByLabel('Nombre (inglés)').fill('Press operator');
    await choose(page, positionForm.getByRole('combobox', { name: 'Empresa' }), new RegExp(code));
    await positionForm.getByRole('button', { name: 'Guardar' }).click();
    await expect(positionForm).toBeHidden();

    // 4. this year's targets
    editor = await openSetup(page, code, name);
    await expectSetup(editor, 'positions', 'Listo');
    await setupItem(editor, 'targets').getByRole('link', { name: 'Abrir objetivos' }).click();
    await expect(page).toHaveURL(/\/clients\/targets/);
    await choose(page, page.getByRole('combobox', { name: 'Empresa' }), `${code} · ${name}`);
    await choose(page, page.getByRole('combobox', { name: 'Categoría' }), /^Administrativo$/);
    await page.getByLabel('Enero').fill('4');
    await page.getByRole('button', { name: 'Guardar metas' }).click();
    await expectNotice(page, 'Metas guardadas');

    // 5. the region's approver of client vacancies
    editor = await openSetup(page, code, name);
    await expectSetup(editor, 'targets', 'Listo');
    await setupItem(editor, 'approvers').getByRole('link', { name: 'Abrir aprobadores' }).click();
    await expect(page).toHaveURL(/\/settings\/default_approvals/);
    const approverEmail = `${unique('aprobador').toLowerCase()}@example.com`;
    await page.getByRole('button', { name: 'Nuevo' }).click();
    const approverForm = page.getByRole('dialog', { name: 'Nuevo: Aprobador' });
    await approverForm.getByLabel('Nombre completo').fill('Laura Méndez');
    await approverForm.getByLabel('Correo electrónico').fill(approverEmail);
    await choose(page, approverForm.getByRole('combobox', { name: 'Tipo de vacante' }), 'Clientes');
    await choose(page, approverForm.getByRole('combobox', { name: 'Región' }), regionName);
    await approverForm.getByRole('button', { name: 'Guardar' }).click();
    await expect(approverForm).toBeHidden();

    // 6. who works with it: a recruiter, a requester and the medical service
    editor = await openSetup(page, code, name);
    await expectSetup(editor, 'approvers', 'Listo');
    await setupItem(editor, 'recruiters').getByRole('link', { name: 'Abrir usuarios' }).click();
    await expect(page).toHaveURL(/\/settings\/users/);
    const recruiter = await createUserOnScreen(page, 'Reclutador', name);
    const requester = await createUserOnScreen(page, 'Solicitante', name);
    const medical = await createUserOnScreen(page, 'Servicio médico', name);

    // the checklist is green
    editor = await openSetup(page, code, name);
    for (const key of [
      'sites',
      'positions',
      'shifts',
      'targets',
      'approvers',
      'links',
      'recruiters',
      'requesters',
      'medical',
    ])
      await expectSetup(editor, key, 'Listo');
    await expect(setupItem(editor, 'medical')).toContainText('Servicio médico Primer Día');
    await page.keyboard.press('Escape');
    await signOut(page);

    // 7. the requester files a requirement typing its date as the field shows it
    const requirementDay = dayFromToday(3);
    await signIn(page, requester, '/new_vacancies/direct');
    await expect(
      page.getByRole('heading', { name: 'Nueva vacante directa/indirecta', level: 2 }),
    ).toBeVisible();
    // the requester's only company is chosen already
    await expect(page.getByRole('combobox', { name: 'Empresa' })).toHaveValue(new RegExp(code));
    await page.getByRole('textbox', { name: 'Fecha del requerimiento' }).fill(requirementDay.typed);
    await choose(page, page.getByRole('combobox', { name: 'Planta' }), siteName);
    await choose(page, page.getByRole('combobox', { name: 'Categoría', exact: true }), /^Directo$/);
    await choose(page, page.getByRole('combobox', { name: 'Puesto 1' }), positionName);
    await choose(page, page.getByRole('combobox', { name: 'Turno 1' }), /.+/);
    await page.getByRole('textbox', { name: 'Cantidad 1' }).fill('2');
    await page.getByRole('button', { name: 'Enviar requerimiento' }).click();
    await expectNotice(page, 'Requerimiento enviado');
    await expect(page).toHaveURL(/\/requeriments\/direct\/\d+$/);
    const requirementId = Number(page.url().split('/').pop());
    const requirement = await api.get<{ requeriment_date: string }>(`requeriments/${requirementId}/`);
    expect(requirement.requeriment_date.slice(0, 10)).toBe(requirementDay.stored);
    await expect(page.getByText(requirementDay.typed).first()).toBeVisible();

    // 8. a client vacancy: plant and shift chosen from the lists the company's set-up fills
    const vacancyPosition = unique('Analista de calidad ');
    await page.goto('/new_vacancies/clients');
    await expect(page.getByRole('combobox', { name: 'Empresa' })).toHaveValue(new RegExp(code));
    await choose(page, page.getByRole('combobox', { name: 'Categoría' }), 'Administrativo');
    await page.getByRole('combobox', { name: 'Puesto' }).fill(vacancyPosition);
    await choose(page, page.getByRole('combobox', { name: 'Planta' }), siteName);
    await choose(page, page.getByRole('combobox', { name: 'Turno / horario' }), /.+/);
    await page.getByRole('textbox', { name: 'Salario desde' }).fill('18,000');
    await page.getByRole('textbox', { name: 'Salario hasta' }).fill('22000,50');
    await page.getByRole('button', { name: 'Guardar vacante' }).click();
    await expectNotice(page, 'La vacante fue guardada');
    await expect(page).toHaveURL(/\/requeriments\/clients\/\d+$/);
    const vacancyId = Number(page.url().split('/').pop());
    const vacancy = await api.get<{ plant: string; salary_from: string; salary_to: string }>(
      `vacancies/${vacancyId}/`,
    );
    expect(vacancy.plant).toBe(siteName);
    expect(Number(vacancy.salary_from)).toBe(18000);
    expect(Number(vacancy.salary_to)).toBe(22000.5);
    await page.getByRole('button', { name: 'Enviar a aprobación' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Enviar a aprobación' }).click();
    await expectNotice(page, 'La vacante fue enviada a aprobación');
    await signOut(page);

    // the approver approves by the key of the mail (the approval page is vacancies.spec.ts)
    const key = await api.approvalKey(approverEmail);
    const approved = await page.request.post('/api/vacancies/approve/', { data: { key } });
    expect(approved.ok(), await approved.text()).toBe(true);

    // 9. an applicant, on a phone, from the company's public page
    const names = unique('Itzel');
    await applyOnPhone(browser, {
      slug: `maquila-${code.toLowerCase()}`,
      company: name,
      position: vacancyPosition,
      names,
      phone: '(664) 357-6568',
    });
    const fullName = `Primer Día ${names}`;

    // 10. the recruiter takes the application, asks for the exam, accepts
    const candidatesPath = `/requeriments/clients/${vacancyId}/candidates`;
    await signIn(page, recruiter, candidatesPath);
    const row = page.getByRole('row').filter({ hasText: names });
    await expect(row).toContainText('Borrador');
    await row.getByRole('link').first().click();
    await page.getByRole('button', { name: 'Asignar a la vacante' }).click();
    await expectNotice(page, 'El candidato fue asignado a la vacante');
    const processPath = new URL(page.url()).pathname;
    await page.getByRole('radio', { name: 'Viable', exact: true }).check();
    await page.getByRole('button', { name: 'Guardar datos' }).click();
    await expectNotice(page, 'Se guardaron los datos del candidato');
    await page.getByRole('switch', { name: 'Requiere examen médico' }).click();
    await expectNotice(page, 'Registro guardado');
    await page.getByRole('button', { name: 'Aceptar', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
    await expectNotice(page, 'Se actualizó el estatus del candidato');
    // hiring waits for the exam, and says who records it
    await page.getByRole('button', { name: 'Contratar', exact: true }).click();
    const hire = page.getByRole('dialog', { name: 'Contratar' });
    await expect(hire.getByRole('alert')).toContainText('Pendiente');
    await expect(hire).toContainText('Servicio médico Primer Día');
    await hire.getByRole('button', { name: 'Cancelar' }).click();
    await signOut(page);

    // 11. the medical service finds the candidate in its queue and records the result
    await signIn(page, medical, '/requeriments/medical_admins');
    await page.getByRole('textbox', { name: 'Buscar', exact: true }).fill(names);
    const queued = page.getByRole('row').filter({ hasText: fullName });
    await expect(queued).toContainText('Sin resultado');
    await queued.getByRole('button', { name: `Registrar resultado ${fullName}` }).click();
    const exam = page.getByRole('dialog', { name: `Examen médico de ${fullName}` });
    await choose(page, exam.getByRole('combobox', { name: 'Resultado' }), /^Recomendado$/);
    await exam.getByRole('button', { name: 'Guardar resultado' }).click();
    await expectNotice(page, 'Se guardó el examen médico');
    await expect(queued).toContainText('Recomendado');
    await signOut(page);

    // 12. the recruiter hires; the only position completes the vacancy
    await signIn(page, recruiter, processPath);
    await page.getByRole('button', { name: 'Contratar', exact: true }).click();
    await expect(hire.getByRole('alert')).toHaveCount(0);
    await hire.getByRole('textbox', { name: 'Número de empleado' }).fill(unique('EMP').slice(0, 20));
    await hire.getByRole('button', { name: 'Contratar' }).click();
    await expectNotice(page, 'Se actualizó el estatus del candidato');

    // 13. the board's figure opens the list of the same rows
    await page.goto('/status/board_admin');
    await choose(
      page,
      page
        .getByRole('textbox', { name: 'Tipo de vacante', exact: true })
        .or(page.getByRole('combobox', { name: 'Tipo de vacante', exact: true }))
        .first(),
      /^Clientes$/,
    );
    const box = page.getByTestId('vacancy-box-Complete');
    await expect(box.getByRole('link')).toHaveText('1');
    await box.getByRole('link').click();
    await expect(page).toHaveURL(/\/requeriments\/clients\?/);
    await expect(page.locator('table tbody tr')).toHaveCount(1);
    await expect(page.locator('table tbody tr')).toContainText(vacancyPosition);
    await signOut(page);

    // 14. the key screens of the day in English, on a phone and on a desk
    await page.evaluate(() => localStorage.setItem('hr_tecma_lang', 'en'));
    await signIn(page, undefined, '/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const screens: { name: string; path: string; ready: () => Promise<void> }[] = [
      {
        name: 'setup checklist',
        path: '/clients/companies',
        ready: async () => {
          await page.getByLabel('Search', { exact: true }).fill(code);
          await page
            .getByRole('row')
            .filter({ hasText: code })
            .getByRole('button', { name: `Edit ${name}` })
            .click();
          const dialog = page.getByRole('dialog', { name: `Edit company: ${name}` });
          await dialog.getByRole('tab', { name: 'Setup' }).click();
          await expect(dialog.getByRole('img', { name: 'Done', exact: true })).toHaveCount(9);
          await expect(setupItem(dialog, 'approvers')).toContainText('Clients: 1');
        },
      },
      {
        name: 'requirement',
        path: `/requeriments/direct/${requirementId}`,
        ready: async () => {
          await expect(page.getByText(requirementDay.typed).first()).toBeVisible();
        },
      },
      {
        name: 'vacancy',
        path: `/requeriments/clients/${vacancyId}`,
        ready: async () => {
          await expect(page.getByText('Complete', { exact: true }).first()).toBeVisible();
          await expect(page.getByText(siteName).first()).toBeVisible();
        },
      },
      {
        name: 'vacancy candidates',
        path: candidatesPath,
        ready: async () => {
          await expect(page.getByText(fullName).first()).toBeVisible();
          await expect(page.getByText('Hired', { exact: true }).first()).toBeVisible();
        },
      },
      {
        name: 'medical queue',
        path: '/requeriments/medical_admins',
        ready: async () => {
          await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
        },
      },
      {
        name: 'admin board',
        path: '/status/board_admin',
        ready: async () => {
          await expect(page.getByRole('heading', { name: 'Admin dashboard', level: 2 })).toBeVisible();
        },
      },
    ];
    for (const viewport of [phone, desk]) {
      await page.setViewportSize(viewport);
      for (const screen of screens) {
        await page.goto(screen.path);
        await screen.ready();
        const label = `${screen.name} (en, ${viewport.width} px)`;
        if (viewport === phone) await expectPhoneLayout(page, label);
        else expect((await measureLayout(page)).overhang, label).toBeLessThanOrEqual(0);
        await page.keyboard.press('Escape');
      }
    }
  });
});

/** An applicant with no account applies from a phone (390 px) on the company's public page. */
async function applyOnPhone(
  browser: Browser,
  who: { slug: string; company: string; position: string; names: string; phone: string },
) {
  const context = await browser.newContext({ viewport: phone, locale: 'es-MX' });
  try {
    const page = await context.newPage();
    await page.goto(`/vacancies/clients/${who.slug}`);
    await expect(page.getByRole('heading', { name: who.company })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await page.getByRole('button', { name: `Postularse a ${who.position}` }).click();
    const form = page.getByRole('dialog', { name: `Solicitud: ${who.position}` });
    await form.getByRole('textbox', { name: 'Nombre(s)' }).fill(who.names);
    await form.getByRole('textbox', { name: 'Apellido paterno' }).fill('Primer Día');
    await form
      .getByRole('textbox', { name: 'Correo electrónico' })
      .fill(`${who.names.toLowerCase()}@example.com`);
    await form.getByRole('textbox', { name: 'Teléfono' }).fill(who.phone);
    await form.locator('input[type="file"]').setInputFiles({
      name: 'cv.pdf',
      mimeType: 'application/pdf',
      buffer: cvPdf(`${who.names} Primer Dia`),
    });
    await form.getByRole('checkbox', { name: /^He leído el aviso de privacidad/ }).check();
    await expectNoHorizontalScroll(page);
    await form.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect(form.getByRole('status')).toContainText('Solicitud enviada');
  } finally {
    await context.close();
  }
}
