import { coreResources } from '@rp/contract/i18n/core-resources';
import type { resources } from '@rp/contract/i18n/resources';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { storageKeys } from './session';

export type Lang = 'es' | 'en';

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: (typeof resources)['es'];
    returnNull: false;
  }
}

const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(storageKeys.lang);

const initial: Lang = stored === 'en' ? 'en' : 'es';
if (typeof document !== 'undefined') document.documentElement.lang = initial;

void i18n.use(initReactI18next).init({
  // the areas loaded with their pages add their texts then (`addTexts`); the types know every key
  resources: coreResources,
  lng: initial,
  fallbackLng: 'en',
  supportedLngs: ['es', 'en'],
  interpolation: { escapeValue: false },
  returnNull: false,
});

export function setLanguage(lang: Lang) {
  localStorage.setItem(storageKeys.lang, lang);
  document.documentElement.lang = lang;
  return i18n.changeLanguage(lang);
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
