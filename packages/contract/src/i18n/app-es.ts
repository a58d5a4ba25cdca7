import esBlacklist from './es/blacklist.json';
import esCandidates from './es/candidates.json';
import esClients from './es/clients.json';
import esFollowup from './es/followup.json';
import esOutbox from './es/outbox.json';
import esReports from './es/reports.json';
import esRequirements from './es/requirements.json';
import esSettings from './es/settings.json';
import esSummary from './es/summary.json';

/**
 * The Spanish texts the signed-in pages share (keys: `<file>.<key>`), not read by the login page: the
 * web loads them beside a page's chunk, never before the login form (`loadAppTexts` in
 * apps/web/src/lib/i18n.ts; docs/performance.md).
 */
export const appEs = {
  candidates: esCandidates,
  blacklist: esBlacklist,
  clients: esClients,
  settings: esSettings,
  followup: esFollowup,
  outbox: esOutbox,
  reports: esReports,
  requirements: esRequirements,
  summary: esSummary,
} as const;
