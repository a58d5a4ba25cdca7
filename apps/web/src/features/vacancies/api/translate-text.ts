import { endpoints } from '@rp/contract/endpoints';
import { callApi } from '../../../lib/api-client';

/** The language a text is translated into. */
export type TranslateTarget = 'en' | 'es';

/** utils/translate_to_english|spanish/ {text} → {text}; 503 when no translation service is configured. */
export async function translateText(text: string, target: TranslateTarget): Promise<string> {
  const endpoint = target === 'en' ? endpoints.utils.translateToEnglish : endpoints.utils.translateToSpanish;
  return (await callApi(endpoint, { body: { text } })).text;
}
