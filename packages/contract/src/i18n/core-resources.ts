import { appEn } from './app-en';
import { appEs } from './app-es';
import { coreEn } from './core-en';
import { coreEs } from './core-es';

/**
 * The texts the web loads in two parts per language (`core-*` first, `app-*` with the signed-in
 * pages), whole, for the server and the tests.
 */
export const coreResources = {
  es: { translation: { ...coreEs, ...appEs } },
  en: { translation: { ...coreEn, ...appEn } },
} as const;
