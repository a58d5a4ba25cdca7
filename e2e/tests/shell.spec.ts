import type { Locator, Page } from '@playwright/test';
import { expect, openUserControls, signIn, test } from '../fixtures';

/** The shell at phone and desktop widths (docs/domain.md#formats-and-constants: xs < 768 px). */
const viewports = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
] as const;

const texts = {
  es: {
    logout: 'Cerrar sesión',
    profile: 'Mi perfil',
    openMenu: 'Abrir menú',
    closeMenu: 'Cerrar menú',
    search: 'Buscar en el menú',
    noMatches: 'Sin coincidencias',
    language: 'Idioma',
    // a unique page name for the menu search, and the page it opens
    uniquePage: 'Regiones',
    uniquePath: /\/settings\/regions$/,
    // the longest one-word-per-line title of a list page
    longTitle: 'Candidatos directos/indirectos',
  },
  en: {
    logout: 'Log out',
    profile: 'My profile',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    search: 'Search the menu',
    noMatches: 'No matches',
    language: 'Language',
    uniquePage: 'Regions',
    uniquePath: /\/settings\/regions$/,
    longTitle: 'Direct/indirect candidates',
  },
} as const;

type Lang = keyof typeof texts;

/** No horizontal page scroll. */
async function expectNoHorizontalScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    scroll: document.scrollingElement?.scrollWidth ?? 0,
    inner: window.innerWidth,
  }));
  expect(widths.scroll, `page scrolls sideways: ${JSON.stringify(widths)}`).toBeLessThanOrEqual(widths.inner);
}

/** The element's whole text shows: not cut, not ellipsized, inside the viewport. */
async function expectFullyVisible(locator: Locator) {
  await expect(locator).toBeVisible();
  const box = await locator.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    return {
      fitsWidth: element.scrollWidth <= element.clientWidth + 1,
      fitsHeight: element.scrollHeight <= element.clientHeight + 1,
      left: rect.left,
      right: rect.right,
      inner: window.innerWidth,
    };
  });
  expect(box, JSON.stringify(box)).toMatchObject({ fitsWidth: true, fitsHeight: true });
  expect(box.left).toBeGreaterThanOrEqual(0);
  expect(box.right).toBeLessThanOrEqual(box.inner);
}

async function useLanguage(page: Page, lang: Lang) {
  if ((await page.locator('html').getAttribute('lang')) === lang) return;
  await openUserControls(page);
  await page.getByText(lang === 'en' ? 'English' : 'Español', { exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  // the notice shows below the top bar, never over it
  const notice = page.getByRole('alert').filter({ hasText: 'Language change to english' }).first();
  await expect(notice).toBeVisible();
  const [noticeBox, barBox] = await Promise.all([
    notice.boundingBox(),
    page.getByRole('banner').boundingBox(),
  ]);
  expect(noticeBox?.y ?? 0).toBeGreaterThanOrEqual((barBox?.y ?? 0) + (barBox?.height ?? 0));
  await page.keyboard.press('Escape');
}

for (const viewport of viewports) {
  const isPhone = viewport.width < 768;
  // Spanish, the longer labels, at the narrowest phone and at the desktop; English at 390 px (the
  // field phone). Spanish at 390 px is not run: 360 px with the same labels is the harder fit (CI time,
  // docs/performance.md "Test suite").
  const langs = viewport.width === 390 ? (['en'] as const) : (['es'] as const);
  for (const lang of langs) {
    test.describe(`${viewport.width}x${viewport.height}, ${lang}`, () => {
      test.use({ viewport });
      const text = texts[lang];

      test('the shell fits, its controls are reachable and the burger tells the menu state', async ({
        page,
      }) => {
        await signIn(page);
        await useLanguage(page, lang);
        await expectNoHorizontalScroll(page);

        // the page scrolls vertically (the home page lists every shortcut of the superuser)
        if (isPhone) {
          await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
          await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
          await page.evaluate(() => window.scrollTo(0, 0));
        }

        // a long page title wraps instead of being cut, in the top bar and in the page heading
        await page.goto('/database/direct_indirect');
        await expectFullyVisible(page.getByRole('heading', { name: text.longTitle, level: 1 }));
        await expectFullyVisible(page.getByRole('heading', { name: text.longTitle, level: 2 }));
        await expectNoHorizontalScroll(page);
        // one name per screen: the menu entry says the same
        const burger = page.getByRole('button', {
          name: new RegExp(`^(${text.openMenu}|${text.closeMenu})$`),
        });
        if (isPhone) await burger.click();
        await expect(page.getByRole('navigation').getByRole('link', { name: text.longTitle })).toBeVisible();
        if (isPhone) await burger.click();

        // the burger shows the menu's state, by its name and aria-expanded
        const menuSearch = page.getByRole('textbox', { name: text.search });
        if (isPhone) {
          await expect(burger).toHaveAccessibleName(text.openMenu);
          await expect(burger).toHaveAttribute('aria-expanded', 'false');
          await expect(menuSearch).toBeHidden();
          await burger.click();
          await expect(burger).toHaveAccessibleName(text.closeMenu);
          await expect(burger).toHaveAttribute('aria-expanded', 'true');
          await expect(menuSearch).toBeVisible();
          await burger.click();
          await expect(burger).toHaveAccessibleName(text.openMenu);
          await expect(menuSearch).toBeHidden();
        } else {
          await expect(burger).toHaveAccessibleName(text.closeMenu);
          await expect(burger).toHaveAttribute('aria-expanded', 'true');
          await expect(menuSearch).toBeVisible();
          await burger.click();
          await expect(burger).toHaveAccessibleName(text.openMenu);
          await expect(burger).toHaveAttribute('aria-expanded', 'false');
          await expect(menuSearch).toBeHidden();
          await burger.click();
          await expect(burger).toHaveAccessibleName(text.closeMenu);
        }

        // the menu search: Enter opens the only match; a term matching nothing says so
        if (isPhone) await burger.click();
        await menuSearch.fill(text.uniquePage);
        await menuSearch.press('Enter');
        await expect(page).toHaveURL(text.uniquePath);
        await expect(page.getByRole('heading', { name: text.uniquePage, level: 2 })).toBeVisible();
        if (isPhone) {
          await expect(burger).toHaveAccessibleName(text.openMenu);
          await burger.click();
        }
        await menuSearch.fill('zzqxw');
        await expect(page.getByText(text.noMatches, { exact: true })).toBeVisible();
        await menuSearch.fill('');
        if (isPhone) await burger.click();
        await expectNoHorizontalScroll(page);

        // profile, language and logout are reachable
        await openUserControls(page);
        await expect(page.getByText('English', { exact: true })).toBeVisible();
        await expect(page.getByText('Español', { exact: true })).toBeVisible();
        await expect(page.getByRole('button', { name: text.logout })).toBeVisible();
        if (isPhone) {
          await page.getByRole('link', { name: text.profile }).click();
        } else {
          await page.getByRole('button', { name: text.profile }).click();
          await page.getByRole('menuitem', { name: text.profile }).click();
        }
        await expect(page).toHaveURL(/\/profile$/);
        await expect(page.getByRole('heading', { name: text.profile, level: 2 })).toBeVisible();
        await expectNoHorizontalScroll(page);

        // logging out works
        if (viewport.width === 390) {
          await openUserControls(page);
          await page.getByRole('button', { name: text.logout }).click();
          await expect(page).toHaveURL(/\/login/);
        }
      });
    });
  }
}
