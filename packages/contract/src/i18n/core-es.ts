import esCommon from './es/common.json';
import esErrors from './es/errors.json';
import esRoutes from './es/routes.json';
import esShell from './es/shell.json';
import esValidation from './es/validation.json';

/**
 * The Spanish texts of the first page, the shell and every page (keys: `<file>.<key>`): the web
 * renders once the reader's language is in, and loads the other one when the reader switches
 * (`loadLanguage` in apps/web/src/lib/i18n.ts). Together with `app-es` and the areas' texts,
 * kept small so the login route stays within its budget (docs/performance.md).
 */
export const coreEs = {
  common: esCommon,
  errors: esErrors,
  routes: esRoutes,
  shell: esShell,
  validation: esValidation,
} as const;
