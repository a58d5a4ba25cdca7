import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { seriousViolations } from '../axe';
import { Api, type Credentials, expect, openUserControls, signIn, test, unique } from '../fixtures';

type Row = { id: number };
type Lang = 'es' | 'en';

const phone = { width: 390, height: 844 };

/** Records the pages with a parameter open: created once through the API. */
type Records = {
  /** The superuser the passes sign in as: two names, so the user menu shows two initials. */
  reader: Credentials;
  userId: number;
  roleId: number;
  directCandidateId: number;
  adminCandidateId: number;
  requirementId: number;
  vacancyId: number;
  /** An approved vacancy of a company with public pages, one candidate assigned to it (issue 14). */
  openVacancyId: number;
  vacancyCandidateId: number;
  companyKey: string;
};

/**
 * Every routed page of the signed-in app (apps/web/src/app/pages.ts); `:key` is filled from the
 * records created for the run. The Spanish pass checks the side menu links no page here.
 */
const appPages = [
  '/',
  '/settings',
  '/testing',
  '/profile',
  '/settings/users',
  '/settings/users/:userId',
  '/settings/roles',
  '/settings/roles/routes/:roleId',
  '/settings/catalogs',
  '/settings/default_approvals',
  '/settings/cities',
  '/settings/servers',
  '/settings/audit_log',
  '/clients/companies',
  '/clients/profiles',
  '/clients/rotations',
  '/clients/targets',
  '/status/blacklist',
  '/status/board_admin',
  '/status/board_direct',
  '/database/curriculums',
  '/database/import',
  '/database/direct_indirect',
  '/database/direct_indirect/new',
  '/database/direct_indirect/:directCandidateId',
  '/requeriments/direct',
  '/requeriments/direct/:requirementId',
  '/requeriments/direct/new',
  '/requeriments/direct/details',
  '/requeriments/direct/status',
  '/requeriments/direct/status/progress',
  '/requeriments/direct/summary',
  '/new_vacancies/admin',
  '/new_vacancies/shelter',
  '/requeriments/shelter',
  '/requeriments/shelter/:vacancyId',
  '/requeriments/shelter/:openVacancyId/candidates',
  '/requeriments/shelter/:openVacancyId/candidates/add',
  '/requeriments/shelter/:openVacancyId/candidates/:vacancyCandidateId',
  '/requeriments/medical_admins',
  // the public application page (public layout)
  '/vacancies/shelter/:companyKey',
  // the not-found page
  '/no/such/page',
] as const;

/**
 * Menu pages drawn by the same page component as one visited above (another catalog of the settings
 * CRUD page, another status of the follow-up list, another vacancy type, the administrative twin of
 * the direct candidates' pages): the side-menu check counts them as checked without a visit of their
 * own, so the journey stays within CI's 20 minutes (docs/performance.md "Test suite").
 */
const sameComponentPages: readonly string[] = [
  '/settings/categories',
  '/settings/regions',
  '/settings/positions',
  '/settings/departments',
  '/settings/countries',
  '/settings/states',
  // the settings CRUD page of the payroll servers, with the payroll queries' columns
  '/settings/queries',
  '/requeriments/direct/status/accepted',
  '/requeriments/direct/status/hired',
  '/requeriments/direct/status/not_attends',
  '/requeriments/direct/status/rejected',
  // the direct requirement form under its second menu path, and the role routes page without a role
  '/new_vacancies/direct',
  '/settings/roles/routes',
  '/new_vacancies/clients',
  '/new_vacancies/shelter_indirect',
  '/requeriments/clients',
  '/requeriments/shelter_indirect',
  '/database/administratives',
  '/database/administratives/new',
  '/database/administratives/:adminCandidateId',
];

/**
 * The English pass: one page of each kind (a list, a form, details, a report, the public page;
 * fewer since issue 14 to keep CI within its 20 minutes, docs/performance.md "Test suite"). The
 * layout and the colours are those of the Spanish pass; what changes is every name and label, and
 * these pages hold every shared component that draws one.
 */
const englishPages: readonly string[] = [
  '/database/direct_indirect/new',
  '/requeriments/direct/:requirementId',
  '/requeriments/direct/summary',
  '/requeriments/shelter/:openVacancyId/candidates/:vacancyCandidateId',
  '/vacancies/shelter/:companyKey',
];

/** The screens people use on a phone in the field: the phone pass checks these (the layout differs below 768 px). */
const phonePages: readonly string[] = [
  '/',
  '/database/direct_indirect/new',
  // the lists shown as cards on a phone
  '/requeriments/direct/status/progress',
  '/requeriments/shelter/:openVacancyId/candidates',
  '/requeriments/shelter/:openVacancyId/candidates/:vacancyCandidateId',
  '/vacancies/shelter/:companyKey',
];

/** `/settings/users/:userId` with the id of the record. */
const resolvePath = (path: string, records: Records) =>
  path.replace(/:(\w+)/g, (_, key: keyof Records) => String(records[key]));

async function createRecords(api: Api): Promise<Records> {
  const [user] = await api.get<Row[]>('users/', { username: 'admin' });
  const [role] = await api.get<Row[]>('roles/', { page_size: 1 });
  const categories = await api.get<Array<Row & { code: string }>>('categories/');
  const categoryId = (code: string) => categories.find((category) => category.code === code)?.id;
  const directCandidate = await api.post<Row>('candidates/', {
    names: unique('Ana'),
    last_name: 'Accesible',
    category: categoryId('DIRECT'),
  });
  const adminCandidate = await api.post<Row>('candidates/', {
    names: unique('Beatriz'),
    last_name: 'Accesible',
    category: categoryId('ADMINISTRATIVE'),
  });
  const region = await api.post<Row>('regions/', { name: unique('Región a11y '), area: 'Norte' });
  const company = await api.post<Row>('companies/', {
    code: unique('A11Y').slice(0, 20),
    name_es: unique('Maquila a11y '),
    email: 'rh@example.com',
    region: region.id,
  });
  const position = await api.post<Row>('positions/', { name_es: unique('Operador '), name_en: 'Operator' });
  const [shift] = await api.get<Row[]>('catalogs/', { clas_id: 3 });
  const requirement = await api.post<Row>('requeriments/', {
    company: company.id,
    requeriment_date: new Date().toISOString().slice(0, 10),
    category: categoryId('DIRECT'),
    additional_comments: '',
    items: [
      {
        position: position.id,
        gender: 'any',
        shift_type: shift?.id,
        category: categoryId('DIRECT'),
        quantity: 1,
        details: '',
      },
    ],
  });
  await api.post('requeriment-candidates/assign_candidate/', {
    requeriment: (requirement as Row & { items: Row[] }).items[0]?.id,
    candidate: directCandidate.id,
    interview_date: new Date().toISOString().slice(0, 10),
    interview_time: '09:30',
  });
  const vacancy = await api.post<Row>('vacancies/', {
    vacancy_type: 'shelter',
    company: company.id,
    category: categoryId('ADMINISTRATIVE'),
    position: unique('Contador '),
    salary_from: 20000,
    salary_to: 26000,
  });
  const open = await openVacancyWithCandidate(api, region.id, categoryId('ADMINISTRATIVE'));
  if (!user || !role) throw new Error('the seeded admin user and roles are missing');
  const reader = { username: unique('a11y.'), password: 'A11y-reader-pass-1' };
  await api.createUser({ ...reader, first_name: 'Ana', last_name: 'López Accesible', is_superuser: true });
  return {
    reader,
    userId: user.id,
    roleId: role.id,
    directCandidateId: directCandidate.id,
    adminCandidateId: adminCandidate.id,
    requirementId: requirement.id,
    vacancyId: vacancy.id,
    ...open,
  };
}

/**
 * Issue 14: a company with public pages (custom_url), a shelter vacancy of it approved by its
 * approver's key, and a candidate assigned to it with a stage change (the history has an entry).
 */
async function openVacancyWithCandidate(api: Api, region: number, category: number | undefined) {
  const companyKey = unique('a11y-').toLowerCase();
  const company = await api.post<Row>('companies/', {
    code: unique('A11YP').slice(0, 20),
    name_es: unique('Maquila pública '),
    email: 'rh@example.com',
    region,
    custom_url: companyKey,
  });
  const approver = `${unique('a11y.aprobador').toLowerCase()}@example.com`;
  await api.post('default-approvals/', {
    full_name: 'Laura Méndez',
    title: 'Gerente de planta',
    email: approver,
    approval_type: 'shelter',
    sort_item: 1,
    send_email: true,
    region,
  });
  const vacancy = await api.post<Row>('vacancies/', {
    vacancy_type: 'shelter',
    company: company.id,
    category,
    position: unique('Analista de costos '),
    salary_from: 20000,
    salary_to: 26000,
  });
  await api.post('vacancies/send_emails/', { id: vacancy.id });
  await api.post('vacancies/approve/', { key: await api.approvalKey(approver) });
  const person = await api.post<Row>('candidates/', {
    names: unique('Carla'),
    last_name: 'Accesible',
    category,
  });
  const assigned = await api.post<Row>('vacancy-candidates/assign_candidate/', {
    vacancy: vacancy.id,
    candidate: person.id,
    interview_date: new Date().toISOString().slice(0, 10),
    interview_time: '10:00',
  });
  const stages = await api.get<Array<Row & { name: string }>>('vacancy-candidate-status/');
  await api.post('vacancy-candidates/update_candidate_status/', {
    id: assigned.id,
    current_status: stages.find((stage) => stage.name === 'HR interview')?.id,
    comments: 'Entrevista con recursos humanos',
  });
  return { openVacancyId: vacancy.id, vacancyCandidateId: assigned.id, companyKey };
}

/** The page's own content is on screen and nothing is loading any more (no fixed sleeps). */
async function waitForContent(page: Page) {
  await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
  await expect(
    page.locator(
      '.mantine-datatable-loader-fetching, main .mantine-Loader-root, main .mantine-Skeleton-root',
    ),
  ).toHaveCount(0);
  // the loading bar has finished
  await expect(page.locator('.mantine-NavigationProgress-root[data-mounted]')).toHaveCount(0);
}

/**
 * Opens `path` in the app already loaded in `page` through the router's own navigation (history
 * and a popstate event), as a click on a link does: the bundle and the session are not loaded again
 * for every page, which keeps the journey within CI's time (docs/performance.md "Test suite").
 */
async function openInApp(page: Page, path: string) {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(path);
}

async function expectAccessible(page: Page, label: string) {
  expect.soft(await seriousViolations(page), `axe on ${label}`).toEqual([]);
}

/** A context with the project's settings (a context of `browser` gets none of them). */
function newContext(browser: Browser, viewport?: typeof phone) {
  const { baseURL, locale } = test.info().project.use;
  return browser.newContext({ baseURL, locale, ...(viewport ? { viewport } : {}) });
}

/** One signed-in context per pass: the session and the language are set once. */
async function signedInContext(
  browser: Browser,
  options: { lang: Lang; viewport?: typeof phone; credentials: Credentials },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, options.viewport);
  const page = await context.newPage();
  await signIn(page, options.credentials);
  if ((await page.locator('html').getAttribute('lang')) !== options.lang) {
    await openUserControls(page);
    await page.getByText(options.lang === 'en' ? 'English' : 'Español', { exact: true }).click();
    await page.keyboard.press('Escape');
  }
  await expect(page.locator('html')).toHaveAttribute('lang', options.lang);
  return { context, page };
}

test.describe('accessibility (axe: WCAG 2.1 A/AA, no serious or critical violation)', () => {
  let records: Records;

  test.beforeAll(async ({ playwright }) => {
    const request = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
    records = await createRecords(await Api.login(request));
    await request.dispose();
  });

  for (const pass of [
    { name: 'Spanish, desktop', lang: 'es' as const, pages: appPages },
    { name: 'English, desktop', lang: 'en' as const, pages: englishPages },
    { name: 'Spanish, phone', lang: 'es' as const, viewport: phone, pages: phonePages },
  ]) {
    test.describe(pass.name, () => {
      // one signed-in page per pass, reused by its tests (one test per page, for a short report)
      let context: BrowserContext;
      let page: Page;

      test.beforeAll(async ({ browser }) => {
        ({ context, page } = await signedInContext(browser, { ...pass, credentials: records.reader }));
      });

      test.afterAll(async () => {
        await context.close();
      });

      if (!pass.viewport)
        test('/login (signed out)', async ({ browser }) => {
          const anonymous = await newContext(browser, pass.viewport);
          const login = await anonymous.newPage();
          await login.goto('/login');
          if (pass.lang === 'en') await login.getByText('English', { exact: true }).click();
          await expect(
            login.getByRole('button', { name: pass.lang === 'en' ? 'Sign in' : 'Iniciar sesión' }),
          ).toBeVisible();
          await expect(login.locator('html')).toHaveAttribute('lang', pass.lang);
          await expectAccessible(login, `/login (${pass.name})`);
          await anonymous.close();
        });

      for (const path of pass.pages) {
        test(path, async () => {
          await openInApp(page, resolvePath(path, records));
          await waitForContent(page);
          await expectAccessible(page, `${path} (${pass.name})`);
        });
      }

      if (pass.lang === 'es' && !pass.viewport)
        test('the side menu links no page left out here', async () => {
          await page.goto('/');
          const links = page.getByRole('navigation').getByRole('link');
          await expect(links.first()).toBeVisible();
          const hrefs = await links.evaluateAll((elements) =>
            elements.map((element) => element.getAttribute('href') ?? ''),
          );
          const checked = new Set(
            [...appPages, ...sameComponentPages].map((path) => resolvePath(path, records)),
          );
          expect(hrefs.length).toBeGreaterThan(20);
          expect(hrefs.filter((href) => !checked.has(href))).toEqual([]);
        });
    });
  }
});

/** Whether the focused element is inside `container`. */
const holdsFocus = (container: Locator) =>
  container.evaluate((element) => element.contains(element.ownerDocument.activeElement));

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails after `limit` presses. */
async function tabTo(page: Page, target: Locator, { limit = 30, key = 'Tab' } = {}) {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === element.ownerDocument.activeElement)) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

test.describe('keyboard', () => {
  test('the menu, a row action and a confirmation work without a mouse', async ({ page, api }) => {
    const name = unique('Región teclado ');
    const region = await api.post<Row>('regions/', { name, area: 'Norte' });
    await signIn(page);

    // Tab into the side menu, narrow it with its search box, open a page with Enter
    const menu = page.getByRole('navigation');
    const menuSearch = menu.getByRole('textbox', { name: 'Buscar en el menú' });
    await tabTo(page, menuSearch);
    await page.keyboard.type('Regiones');
    await tabTo(page, menu.getByRole('link', { name: 'Regiones' }), { limit: 5 });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/settings\/regions$/);
    await expect(page.getByRole('heading', { name: 'Regiones', level: 2 })).toBeVisible();

    // in the table, move the focus from the search box to a row's action
    const search = page.getByRole('textbox', { name: 'Buscar', exact: true });
    await tabTo(page, search);
    await page.keyboard.type(name);
    const row = page.getByRole('row').filter({ hasText: name });
    const remove = page.getByRole('button', { name: `Eliminar ${region.id}`, exact: true });
    await expect(remove).toBeVisible();
    await expect(page.getByRole('row')).toHaveCount(2); // the header and the region
    await tabTo(page, remove);

    // the confirmation keeps the focus inside; Escape closes it and gives the focus back
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Eliminar registro' });
    await expect(dialog).toBeVisible();
    await expect.poll(() => holdsFocus(dialog)).toBe(true);
    for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      expect(await holdsFocus(dialog), `focus after ${key}`).toBe(true);
    }
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(remove).toBeFocused();
    await expect(row).toHaveCount(1);
  });
});
