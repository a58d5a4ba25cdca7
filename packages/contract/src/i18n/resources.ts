import { coreResources } from './core-resources';
import enExports from './en/exports.json';
import esExports from './es/exports.json';
import { vacanciesTexts } from './vacancies-texts';

/** Every translation of the web, one nested object per language (keys: `<file>.<key>`). */
export const resources = {
  es: { translation: { ...coreResources.es.translation, vacancies: vacanciesTexts.es } },
  en: { translation: { ...coreResources.en.translation, vacancies: vacanciesTexts.en } },
} as const;

/**
 * The web's translations plus the server's own texts (export column headers): the export labels
 * are read only by the server, so the web app does not carry them (docs/performance.md).
 */
export const productResources = {
  es: { translation: { ...resources.es.translation, exports: esExports } },
  en: { translation: { ...resources.en.translation, exports: enExports } },
} as const;
