import type { Page } from '@playwright/test';
import {
  type Api,
  expect,
  type Lang,
  openUserControls,
  signIn,
  test,
  unique,
  useLanguage,
} from '../fixtures';
import { expectPhoneLayout, measureLayout } from '../layout-rules';

type Row = { id: number };

const phone = { width: 390, height: 844 };

// the journey saves its own screenshots: the trace of a failure keeps the DOM snapshots without
// the screencast, a few seconds less in CI (docs/performance.md "Test suite")
test.use({ trace: { mode: 'retain-on-failure', screenshots: false } });

/** What the screens with a parameter need, created once through the API. */
type Records = {
  /** A company's public-page key (custom_url) with one open clients vacancy. */
  companyKey: string;
  /** The open clients vacancy, with a candidate assigned. */
  vacancyId: number;
  /** The approval key of a vacancy waiting for its approver. */
  approveKey: string;
};

/**
 * A screen people use in the field, checked at 390×844 in each language: `path` is filled from the
 * records; `ready` runs once the page has loaded (waits for its rows, opens the dialog the screen
 * is about); `isPublic` screens are seen signed out. Add a screen here to hold it to the phone
 * layout rules.
 */
type Screen = {
  name: string;
  path: string | ((records: Records) => string);
  isPublic?: boolean;
  ready?: (page: Page, lang: Lang) => Promise<void>;
  /** Runs after the check (puts back what `ready` changed). */
  after?: (page: Page) => Promise<void>;
};

/** A list of the follow-up shows its rows as cards on a phone. */
const cardsShown = async (page: Page) => {
  await expect(page.getByRole('article').first()).toBeVisible();
};

const screens: Screen[] = [
  { name: 'login', path: '/login', isPublic: true },
  { name: 'public vacancies', path: (r) => `/vacancies/clients/${r.companyKey}`, isPublic: true },
  {
    name: 'public application form',
    path: (r) => `/vacancies/clients/${r.companyKey}`,
    isPublic: true,
    ready: async (page, lang) => {
      await page
        .getByRole('button', { name: lang === 'en' ? /^Apply to/ : /^Postularse a/ })
        .first()
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  { name: 'approve', path: (r) => `/approve/${r.approveKey}`, isPublic: true },
  { name: 'home', path: '/' },
  { name: 'new vacancy (clients)', path: '/new_vacancies/clients' },
  {
    // no signal: the top bar's indicator, and the drafts kept on the device
    name: 'new vacancy offline, drafts list',
    path: '/new_vacancies/shelter',
    ready: async (page, lang) => {
      await page.context().setOffline(true);
      await page.getByRole('button', { name: lang === 'en' ? 'Offline' : 'Sin conexión' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
    after: async (page) => page.context().setOffline(false),
  },
  { name: 'new vacancy (shelter indirect)', path: '/new_vacancies/shelter_indirect' },
  { name: 'new requirement', path: '/requeriments/direct/new' },
  { name: 'new direct candidate', path: '/database/direct_indirect/new' },
  { name: 'new administrative candidate', path: '/database/administratives/new' },
  { name: 'follow-up overview', path: '/requeriments/direct/status', ready: cardsShown },
  { name: 'follow-up in progress', path: '/requeriments/direct/status/progress', ready: cardsShown },
  {
    name: 'follow-up filters',
    path: '/requeriments/direct/status/progress',
    ready: async (page, lang) => {
      await cardsShown(page);
      await page.getByRole('button', { name: lang === 'en' ? 'Filters' : 'Filtros' }).click();
      await expect(
        page.getByRole('textbox', { name: lang === 'en' ? 'Interview from' : 'Entrevista desde' }),
      ).toBeVisible();
    },
  },
  {
    name: 'follow-up date picker',
    path: '/requeriments/direct/status/progress',
    ready: async (page, lang) => {
      await page
        .getByRole('textbox', { name: lang === 'en' ? 'Interview from' : 'Entrevista desde' })
        .click();
      await expect(page.locator('table button').first()).toBeVisible();
    },
  },
  {
    name: 'follow-up row menu',
    path: '/requeriments/direct/status/progress',
    ready: async (page, lang) => {
      await cardsShown(page);
      await page
        .getByRole('button', { name: lang === 'en' ? /^Actions for/ : /^Acciones de/ })
        .first()
        .click();
      await expect(page.getByRole('menuitem').first()).toBeVisible();
    },
  },
  {
    name: 'vacancy candidates',
    path: (r) => `/requeriments/clients/${r.vacancyId}/candidates`,
    ready: cardsShown,
  },
];

/**
 * A clients vacancy open on its company's public page with a candidate, a second one waiting for
 * its approver, and a direct requirement with a candidate in progress.
 */
async function createRecords(api: Api): Promise<Records> {
  const company = await api.createCompany({
    region: 'Región teléfono ',
    code: 'TEL',
    name: 'Maquiladora de componentes electrónicos ',
    customUrl: 'telefono-',
  });
  const approver = await api.addDefaultApprover(company.region, 'tel.aprobador');
  const vacancy = () =>
    api.createClientsVacancy(company.id, { position: 'Analista de costos e inventarios ', quantity: 2 });
  const open = await vacancy();
  await api.approveByKey(await api.sendForApproval(open, approver));
  const waiting = await vacancy();
  const approveKey = await api.sendForApproval(waiting, approver);

  const person = await api.post<Row>('candidates/', {
    names: unique('Guadalupe Alejandra'),
    last_name: 'Hernández Villarreal',
    category: await api.categoryId('ADMINISTRATIVE'),
  });
  await api.post('vacancy-candidates/assign_candidate/', {
    vacancy: open.id,
    candidate: person.id,
    interview_date: new Date().toISOString().slice(0, 10),
    interview_time: '10:00',
  });

  const position = await api.post<Row>('positions/', {
    name_es: unique('Operador de producción '),
    name_en: 'Production operator',
  });
  const requirement = await api.createRequirement(company.id, position.id);
  const worker = await api.post<Row>('candidates/', {
    names: unique('José Francisco'),
    last_name: 'Martínez Olivares',
    category: await api.categoryId('DIRECT'),
  });
  await api.post('requeriment-candidates/assign_candidate/', {
    requeriment: requirement.itemId,
    candidate: worker.id,
    interview_date: new Date().toISOString().slice(0, 10),
    interview_time: '09:30',
  });
  return { companyKey: company.customUrl, vacancyId: open.id, approveKey };
}

/** The screen's content is on screen and nothing is loading any more. */
async function settle(page: Page) {
  await expect(page.getByRole('heading').first()).toBeVisible();
  await expect(
    page.locator('.mantine-datatable-loader-fetching, .mantine-Loader-root, .mantine-Skeleton-root'),
  ).toHaveCount(0);
  await expect(page.locator('.mantine-NavigationProgress-root[data-mounted]')).toHaveCount(0);
}

/**
 * Opens `path` through the router (as a link does): the app and the session are not loaded again.
 * Done when the shell's main area shows the page of `path` (its `data-path`).
 */
async function openInApp(page: Page, path: string) {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page.locator(`main[data-path="${path}"]`)).toBeAttached();
}

test('the field screens fit a phone: no sideways scroll, 44 px tap targets (es, en)', async ({
  page,
  api,
}, testInfo) => {
  // about 40 screens, each loaded, measured and photographed (slow on a busy 2-core machine)
  test.setTimeout(150_000);
  const records = await createRecords(api);
  await page.setViewportSize(phone);
  const pathOf = (screen: Screen) => (typeof screen.path === 'string' ? screen.path : screen.path(records));
  const check = async (screen: Screen, lang: Lang) => {
    await settle(page);
    await screen.ready?.(page, lang);
    // kept in test-results (not committed) and attached to the report
    const shot = testInfo.outputPath(`${screen.name.replace(/\W+/g, '-')}-${lang}.png`);
    await page.screenshot({ path: shot, fullPage: true });
    await testInfo.attach(`${screen.name} (${lang})`, { path: shot, contentType: 'image/png' });
    await expectPhoneLayout(page, `${screen.name} (${lang})`);
    await page.keyboard.press('Escape');
    await screen.after?.(page);
  };

  // signed out: the login page and the public ones, each loaded as a visitor loads it
  await page.goto('/favicon.svg'); // the app's origin, for its localStorage
  for (const lang of ['es', 'en'] as const) {
    await useLanguage(page, lang);
    for (const screen of screens.filter((s) => s.isPublic)) {
      // a screen of the same page as the one before (its dialog) is not loaded again
      if (new URL(page.url()).pathname !== pathOf(screen)) await page.goto(pathOf(screen));
      await check(screen, lang);
    }
  }
  // signed in once (in English, the language chosen last), then every screen through the router;
  // the user's panel switches to Spanish for the second round
  await signIn(page);
  for (const lang of ['en', 'es'] as const) {
    if (lang === 'es') {
      await openUserControls(page);
      await page.getByText('Español', { exact: true }).click();
      await page.keyboard.press('Escape');
    }
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    for (const screen of screens.filter((s) => !s.isPublic)) {
      await openInApp(page, pathOf(screen));
      await check(screen, lang);
    }
  }

  // a desktop keeps the tables of those lists, within its width
  await page.setViewportSize({ width: 1440, height: 900 });
  for (const path of [
    '/requeriments/direct/status/progress',
    `/requeriments/clients/${records.vacancyId}/candidates`,
  ]) {
    await openInApp(page, path);
    await expect(page.getByRole('table').first()).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);
    expect((await measureLayout(page)).overhang, `${path} at 1440 px`).toBeLessThanOrEqual(0);
  }
});
