import enBlacklist from './en/blacklist.json';
import enCandidates from './en/candidates.json';
import enClients from './en/clients.json';
import enFollowup from './en/followup.json';
import enOutbox from './en/outbox.json';
import enReports from './en/reports.json';
import enRequirements from './en/requirements.json';
import enSettings from './en/settings.json';
import enSummary from './en/summary.json';

/**
 * The English texts the signed-in pages share (keys: `<file>.<key>`), not read by the login page: the
 * web loads them beside a page's chunk, never before the login form (`loadAppTexts` in
 * apps/web/src/lib/i18n.ts; docs/performance.md).
 */
export const appEn = {
  candidates: enCandidates,
  blacklist: enBlacklist,
  clients: enClients,
  settings: enSettings,
  followup: enFollowup,
  outbox: enOutbox,
  reports: enReports,
  requirements: enRequirements,
  summary: enSummary,
} as const;
