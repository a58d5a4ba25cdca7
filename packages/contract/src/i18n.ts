import enCommon from './i18n/en/common.json';
import enErrors from './i18n/en/errors.json';
import enReports from './i18n/en/reports.json';
import enValidation from './i18n/en/validation.json';
import esCommon from './i18n/es/common.json';
import esErrors from './i18n/es/errors.json';
import esReports from './i18n/es/reports.json';
import esValidation from './i18n/es/validation.json';

export const languages = ['es', 'en'] as const;
export type Lang = (typeof languages)[number];
export const defaultLang: Lang = 'es';

/**
 * Namespaces shared by server and web (the web adds its own); `reports` labels exports, PDFs and
 * logs, `common` holds the one label of each status (`common.enums.*`, nested keys).
 */
export const sharedResources = {
  es: { validation: esValidation, errors: esErrors, reports: esReports, common: esCommon },
  en: { validation: enValidation, errors: enErrors, reports: enReports, common: enCommon },
} as const;

/** Picks es or en from an Accept-Language header (es by default). */
export function pickLang(header: string | undefined | null): Lang {
  if (!header) return defaultLang;
  for (const part of header.split(',')) {
    const code = part.trim().slice(0, 2).toLowerCase();
    if (code === 'es' || code === 'en') return code;
  }
  return defaultLang;
}

export function interpolate(template: string, params: Record<string, unknown> = {}): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

/**
 * Translates a shared key ("errors.not_found", flat, or "common.enums.follow_up_status.Hired",
 * nested); unknown keys come back unchanged.
 */
export function translate(lang: Lang, key: string, params?: Record<string, unknown>): string {
  const [ns, ...rest] = key.split('.');
  const table: unknown = (sharedResources[lang] as Record<string, unknown>)[ns ?? ''];
  const flat = (table as Record<string, unknown> | undefined)?.[rest.join('.')];
  const template =
    typeof flat === 'string'
      ? flat
      : rest.reduce<unknown>(
          (node, part) =>
            node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined,
          table,
        );
  return typeof template === 'string' ? interpolate(template, params) : key;
}
