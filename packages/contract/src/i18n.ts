import enErrors from './i18n/en/errors.json';
import enReports from './i18n/en/reports.json';
import enValidation from './i18n/en/validation.json';
import esErrors from './i18n/es/errors.json';
import esReports from './i18n/es/reports.json';
import esValidation from './i18n/es/validation.json';

export const languages = ['es', 'en'] as const;
export type Lang = (typeof languages)[number];
export const defaultLang: Lang = 'es';

/** Namespaces shared by server and web (the web adds its own); `reports` labels exports, PDFs and logs. */
export const sharedResources = {
  es: { validation: esValidation, errors: esErrors, reports: esReports },
  en: { validation: enValidation, errors: enErrors, reports: enReports },
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

/** Translates a shared key ("errors.not_found"); unknown keys come back unchanged. */
export function translate(lang: Lang, key: string, params?: Record<string, unknown>): string {
  const [ns, ...rest] = key.split('.');
  const table = (sharedResources[lang] as Record<string, Record<string, string>>)[ns ?? ''];
  const template = table?.[rest.join('.')];
  return template === undefined ? key : interpolate(template, params);
}
