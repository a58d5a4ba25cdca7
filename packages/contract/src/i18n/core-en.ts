import enCommon from './en/common.json';
import enErrors from './en/errors.json';
import enRoutes from './en/routes.json';
import enShell from './en/shell.json';
import enValidation from './en/validation.json';

/**
 * The English texts of the first page, the shell and every page (keys: `<file>.<key>`): the web
 * renders once the reader's language is in, and loads the other one when the reader switches
 * (`loadLanguage` in apps/web/src/lib/i18n.ts). Together with `app-en` and the areas' texts,
 * kept small so the login route stays within its budget (docs/performance.md).
 */
export const coreEn = {
  common: enCommon,
  errors: enErrors,
  routes: enRoutes,
  shell: enShell,
  validation: enValidation,
} as const;
