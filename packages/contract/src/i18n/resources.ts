import enBlacklist from './en/blacklist.json';
import enCandidates from './en/candidates.json';
import enClients from './en/clients.json';
import enCommon from './en/common.json';
import enErrors from './en/errors.json';
import enExports from './en/exports.json';
import enFollowup from './en/followup.json';
import enReports from './en/reports.json';
import enRequirements from './en/requirements.json';
import enRoutes from './en/routes.json';
import enSettings from './en/settings.json';
import enShell from './en/shell.json';
import enSummary from './en/summary.json';
import enVacancies from './en/vacancies.json';
import enValidation from './en/validation.json';
import esBlacklist from './es/blacklist.json';
import esCandidates from './es/candidates.json';
import esClients from './es/clients.json';
import esCommon from './es/common.json';
import esErrors from './es/errors.json';
import esExports from './es/exports.json';
import esFollowup from './es/followup.json';
import esReports from './es/reports.json';
import esRequirements from './es/requirements.json';
import esRoutes from './es/routes.json';
import esSettings from './es/settings.json';
import esShell from './es/shell.json';
import esSummary from './es/summary.json';
import esVacancies from './es/vacancies.json';
import esValidation from './es/validation.json';

/** Every translation of the product, one nested object per language (keys: `<file>.<key>`). */
export const resources = {
  es: {
    translation: {
      candidates: esCandidates,
      blacklist: esBlacklist,
      clients: esClients,
      common: esCommon,
      errors: esErrors,
      routes: esRoutes,
      settings: esSettings,
      shell: esShell,
      followup: esFollowup,
      reports: esReports,
      requirements: esRequirements,
      summary: esSummary,
      vacancies: esVacancies,
      validation: esValidation,
    },
  },
  en: {
    translation: {
      candidates: enCandidates,
      blacklist: enBlacklist,
      clients: enClients,
      common: enCommon,
      errors: enErrors,
      routes: enRoutes,
      settings: enSettings,
      shell: enShell,
      followup: enFollowup,
      reports: enReports,
      requirements: enRequirements,
      summary: enSummary,
      vacancies: enVacancies,
      validation: enValidation,
    },
  },
} as const;

/**
 * The web's translations plus the server's own texts (export column headers): the export labels
 * are read only by the server, so the web app does not carry them (docs/performance.md).
 */
export const productResources = {
  es: { translation: { ...resources.es.translation, exports: esExports } },
  en: { translation: { ...resources.en.translation, exports: enExports } },
} as const;
