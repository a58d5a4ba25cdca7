import enBlacklist from './en/blacklist.json';
import enCandidates from './en/candidates.json';
import enClients from './en/clients.json';
import enCommon from './en/common.json';
import enErrors from './en/errors.json';
import enExports from './en/exports.json';
import enFollowup from './en/followup.json';
import enMail from './en/mail.json';
import enOutbox from './en/outbox.json';
import enReports from './en/reports.json';
import enRequirements from './en/requirements.json';
import enRoutes from './en/routes.json';
import enSettings from './en/settings.json';
import enShell from './en/shell.json';
import enSummary from './en/summary.json';
import enValidation from './en/validation.json';
import esBlacklist from './es/blacklist.json';
import esCandidates from './es/candidates.json';
import esClients from './es/clients.json';
import esCommon from './es/common.json';
import esErrors from './es/errors.json';
import esExports from './es/exports.json';
import esFollowup from './es/followup.json';
import esMail from './es/mail.json';
import esOutbox from './es/outbox.json';
import esReports from './es/reports.json';
import esRequirements from './es/requirements.json';
import esRoutes from './es/routes.json';
import esSettings from './es/settings.json';
import esShell from './es/shell.json';
import esSummary from './es/summary.json';
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
      outbox: esOutbox,
      reports: esReports,
      requirements: esRequirements,
      summary: esSummary,
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
      outbox: enOutbox,
      reports: enReports,
      requirements: enRequirements,
      summary: enSummary,
      validation: enValidation,
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
