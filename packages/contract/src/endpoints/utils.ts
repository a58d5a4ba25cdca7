import { defineEndpoint } from '../endpoint';
import { diagnosticsSchema } from '../entities/diagnostics';
import { translateBody, translateResult, translationStatusSchema } from '../entities/translate';

/** Free text translated by the configured service: 503 without one (the web then hides its buttons). */
const translate = <N extends string>(name: N) =>
  defineEndpoint({
    method: 'POST',
    path: `utils/${name}/`,
    body: translateBody,
    response: translateResult,
    access: 'any',
    tag: 'utils',
    perMinute: 60,
  });

/** Utilities of the Testing page and of the forms (docs/domain.md#api-conventions). */
export const utilEndpoints = {
  /** Version, database migrations, storage and server time; superusers only. */
  diagnostics: defineEndpoint({
    method: 'GET',
    path: 'utils/diagnostics/',
    response: diagnosticsSchema,
    access: 'superuser',
    tag: 'utils',
  }),
  /** Whether a translation service is configured: the forms show their translate buttons only then. */
  translationStatus: defineEndpoint({
    method: 'GET',
    path: 'utils/translation_status/',
    response: translationStatusSchema,
    access: 'any',
    tag: 'utils',
  }),
  /** Spanish text to English. */
  translateToEnglish: translate('translate_to_english'),
  /** English text to Spanish. */
  translateToSpanish: translate('translate_to_spanish'),
};
