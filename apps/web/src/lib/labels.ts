import { categoryCodes, isOneOf } from '@rp/contract/enums';
import type { TFunction } from 'i18next';

/**
 * A category as users read it: the translated name of a seeded code (DIRECT → "Directo"), else the
 * category's own description, else its code.
 */
export function categoryLabel(t: TFunction, category: Readonly<Record<string, unknown>>): string {
  const code = String(category.code ?? '');
  if (isOneOf(categoryCodes, code)) return t(`common.enums.category.${code}`);
  return (typeof category.description === 'string' && category.description) || code;
}
