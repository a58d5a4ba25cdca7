import { z } from 'zod';
import { text } from './common';

/**
 * `utils/translate_to_english/`, `utils/translate_to_spanish/` `{text}` → `{text}`: free text of a
 * form through the translation service (docs/domain.md#api-conventions). Without a configured
 * service the calls answer 503 and the web hides its buttons.
 */
export const translateBody = z.object({ text: text(5000).min(1, { message: 'validation.required' }) });
export const translateResult = z.object({ text: z.string() });

/** `utils/translation_status/`: whether a translation service is configured (the forms show their buttons). */
export const translationStatusSchema = z.object({ available: z.boolean() });

export type TranslateBody = z.infer<typeof translateBody>;
export type TranslateResult = z.infer<typeof translateResult>;
export type TranslationStatus = z.infer<typeof translationStatusSchema>;
