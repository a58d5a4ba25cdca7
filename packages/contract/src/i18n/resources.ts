import { coreResources } from './core-resources';
import { dashboardTexts } from './dashboard-texts';
import enExports from './en/exports.json';
import enMail from './en/mail.json';
import esExports from './es/exports.json';
import esMail from './es/mail.json';
import { vacanciesTexts } from './vacancies-texts';

/** Every translation of the web, one nested object per language (keys: `<file>.<key>`). */
export const resources = {
  es: {
    translation: {
      ...coreResources.es.translation,
      vacancies: vacanciesTexts.es,
      dashboard: dashboardTexts.es,
    },
  },
  en: {
    translation: {
      ...coreResources.en.translation,
      vacancies: vacanciesTexts.en,
      dashboard: dashboardTexts.en,
    },
  },
} as const;

/**
 * The web's translations plus the server's own texts (export column headers, the mails' subjects
 * and bodies): those are read only by the server, so the web app does not carry them
 * (docs/performance.md).
 */
export const productResources = {
  es: { translation: { ...resources.es.translation, exports: esExports, mail: esMail } },
  en: { translation: { ...resources.en.translation, exports: enExports, mail: enMail } },
} as const;
