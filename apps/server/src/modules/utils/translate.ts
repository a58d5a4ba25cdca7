import type { Config } from '../../config';
import { ApiError } from '../../lib/errors';

/**
 * Free text through the configured translation service (docs/decisions.md, administrative
 * process): a LibreTranslate-compatible `POST /translate {q, source, target, format, api_key}` →
 * `{translatedText}`. Without TRANSLATE_URL the call answers 503 (the web hides its buttons); a
 * service that fails or times out answers 502. Never a made-up translation.
 */
export async function translateText(
  config: Pick<Config, 'translateUrl' | 'translateApiKey'>,
  text: string,
  source: 'es' | 'en',
  target: 'es' | 'en',
): Promise<string> {
  if (!config.translateUrl) throw new ApiError(503, 'errors.translation_unavailable');
  let answer: unknown;
  try {
    const res = await fetch(config.translateUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({
        q: text,
        source,
        target,
        format: 'text',
        api_key: config.translateApiKey ?? '',
      }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) throw new Error(`translation service answered ${res.status}`);
    answer = await res.json();
  } catch {
    throw new ApiError(502, 'errors.translation_failed');
  }
  const translated = (answer as { translatedText?: unknown } | null)?.translatedText;
  if (typeof translated !== 'string') throw new ApiError(502, 'errors.translation_failed');
  return translated;
}
