import enBlacklist from './en/blacklist.json';
import enCandidates from './en/candidates.json';
import enClients from './en/clients.json';
import enCommon from './en/common.json';
import enErrors from './en/errors.json';
import enFollowup from './en/followup.json';
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
import esFollowup from './es/followup.json';
import esOutbox from './es/outbox.json';
import esReports from './es/reports.json';
import esRequirements from './es/requirements.json';
import esRoutes from './es/routes.json';
import esSettings from './es/settings.json';
import esShell from './es/shell.json';
import esSummary from './es/summary.json';
import esValidation from './es/validation.json';

/**
 * The translations the web loads on its first page (keys: `<file>.<key>`). Areas whose texts are
 * read only on their own pages are left out and loaded with those pages (`lazyTexts`), so the
 * login route stays within its budget (docs/performance.md).
 */
export const coreResources = {
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
