import { interpolate, type Lang } from '@rp/contract';
import { productResources as resources } from '@rp/contract/i18n/resources';

/** The translation of a key of the product's resources (any namespace, nested keys). */
export function findText(lang: Lang, key: string, params?: Record<string, unknown>): string | undefined {
  let node: unknown = resources[lang].translation;
  for (const part of key.split('.')) {
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  }
  return typeof node === 'string' ? interpolate(node, params) : undefined;
}

/** A translation of the product's resources (exports, PDFs); unknown keys come back as is. */
export function productText(lang: Lang, key: string, params?: Record<string, unknown>): string {
  return findText(lang, key, params) ?? key;
}
