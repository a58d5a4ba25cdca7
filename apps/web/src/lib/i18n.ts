import { pickLang } from '@rp/contract';
import { coreEs } from '@rp/contract/i18n/core-es';
import type { resources } from '@rp/contract/i18n/resources';
import i18n, { type ParseKeys } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { storageKeys } from './session';

export type Lang = 'es' | 'en';

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: (typeof resources)['es'];
    returnNull: false;
  }
}

/** The web's texts as their keys' type knows them: `Texts['vacancies']['fields']` … */
export type Texts = (typeof resources)['es']['translation'];
/** Any key of the web's texts (`common.actions.save`); `t` takes these and no other. */
export type TextKey = ParseKeys;

/**
 * The reader's language: their own choice (the language switch, kept), else the first of es/en the
 * browser asks for (`navigator.languages`, what it sends as Accept-Language), else Spanish — so a
 * first visit to the approval or public pages reads in the approver's language.
 */
export function preferredLang(stored: string | null, browser: readonly string[]): Lang {
  if (stored === 'es' || stored === 'en') return stored;
  return pickLang(browser.join(','));
}

const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(storageKeys.lang);
const browserLangs =
  typeof navigator === 'undefined'
    ? []
    : navigator.languages?.length
      ? navigator.languages
      : [navigator.language];

const initial: Lang = preferredLang(stored, browserLangs);
if (typeof document !== 'undefined') document.documentElement.lang = initial;

void i18n.use(initReactI18next).init({
  // the reader's language is added by `loadLanguage`, the areas loaded with their pages add their
  // texts then (`addTexts`); the types know every key
  resources: { es: { translation: coreEs } },
  partialBundledLanguages: true,
  lng: initial,
  fallbackLng: 'en',
  supportedLngs: ['es', 'en'],
  interpolation: { escapeValue: false },
  returnNull: false,
});

/**
 * A language's texts come in two parts (docs/performance.md): `core` (the first page, the shell and
 * every page) before the first render — Spanish, the default, is in the first chunk already —, `app`
 * (what the signed-in pages share) beside a page's chunk.
 */
const textChunks: Record<'core' | 'app', Record<Lang, () => Promise<object>>> = {
  core: {
    es: async () => coreEs,
    en: () => import('@rp/contract/i18n/core-en').then((module) => module.coreEn),
  },
  app: {
    es: () => import('@rp/contract/i18n/app-es').then((module) => module.appEs),
    en: () => import('@rp/contract/i18n/app-en').then((module) => module.appEn),
  },
};
const loading = new Map<string, Promise<void>>();

function loadTexts(part: keyof typeof textChunks, lang: Lang): Promise<void> {
  const key = `${part}:${lang}`;
  let pending = loading.get(key);
  if (!pending) {
    pending = textChunks[part][lang]().then((texts) => {
      // deep, without overwriting the area texts already added for this language
      i18n.addResourceBundle(lang, 'translation', texts, true, false);
    });
    pending.catch(() => loading.delete(key));
    loading.set(key, pending);
  }
  return pending;
}

const current = (): Lang => (i18n.language === 'en' ? 'en' : 'es');

/** Adds a language's first-page texts once; the app renders after the reader's language is in. */
export const loadLanguage = (lang: Lang) => loadTexts('core', lang);

/** Adds the texts the signed-in pages share, in the reader's language (the router, before a page). */
export const loadAppTexts = (lang: Lang = current()) => loadTexts('app', lang);

/** Settles when the reader's language can be shown (main.tsx renders then). */
export const i18nReady = loadLanguage(initial);

export async function setLanguage(lang: Lang) {
  // the choice is kept at once (a reload or a link followed right away opens in it), then shown
  // once its texts are in
  localStorage.setItem(storageKeys.lang, lang);
  document.documentElement.lang = lang;
  await Promise.all([loadLanguage(lang), loadAppTexts(lang)]);
  await i18n.changeLanguage(lang);
}

export default i18n;

/**
 * Adds an area's texts (`@rp/contract/i18n/<area>-texts`) when its pages load: they stay out of
 * the first page's bundle (docs/performance.md).
 */
export function addTexts(area: string, texts: Readonly<Record<Lang, object>>) {
  for (const lang of ['es', 'en'] as const)
    i18n.addResourceBundle(lang, 'translation', { [area]: texts[lang] }, true, true);
}
