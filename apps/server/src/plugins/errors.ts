import { formatIssues, type Lang, pickLang, translate } from '@rp/contract';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError, FieldErrors } from '../lib/errors';

declare module 'fastify' {
  interface FastifyRequest {
    lang: Lang;
  }
}

type PgError = { code?: string; constraint?: string; table?: string; detail?: string; cause?: unknown };

/** Drizzle wraps driver errors; find the PostgreSQL error with its SQLSTATE. */
function pgErrorOf(err: unknown): PgError | undefined {
  let current: unknown = err;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const candidate = current as PgError;
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) return candidate;
    current = candidate.cause;
  }
  return undefined;
}

export function localizeFieldErrors(err: FieldErrors, lang: Lang): Record<string, string[]> {
  const out = formatIssues(err.issues, lang);
  for (const [field, messages] of Object.entries(err.fields)) {
    out[field] = [...(out[field] ?? []), ...messages.map((m) => translate(lang, m.key, m.params))];
  }
  return out;
}

async function errorsPlugin(app: FastifyInstance) {
  app.decorateRequest('lang', 'es' as Lang);
  app.addHook('onRequest', async (req: FastifyRequest) => {
    req.lang = pickLang(req.headers['accept-language']);
  });

  app.setErrorHandler((error: FastifyError | ApiError | FieldErrors, req, reply) => {
    const lang = req.lang ?? 'es';
    if (error instanceof FieldErrors) return reply.status(400).send(localizeFieldErrors(error, lang));
    if (error instanceof ApiError) {
      return reply
        .status(error.statusCode)
        .send({ detail: translate(lang, error.key, error.params), ...error.extra });
    }
    const pgError = pgErrorOf(error);
    if (pgError?.code === '23503') {
      // foreign_key_violation: deleting a referenced row, or writing a missing reference
      const isDelete = req.method === 'DELETE';
      if (isDelete) {
        return reply
          .status(409)
          .send({ detail: translate(lang, 'errors.in_use', { table: pgError.table ?? '' }) });
      }
      const field = /\((\w+)\)/.exec(pgError.detail ?? '')?.[1] ?? 'non_field_errors';
      return reply.status(400).send({ [field]: [translate(lang, 'validation.not_found_ref')] });
    }
    if (pgError?.code === '23505') {
      // "Key (upper((curp)::text))=(…) already exists." → curp
      const key = /Key \((.*)\)=\(/.exec(pgError.detail ?? '')?.[1] ?? '';
      const field = key
        .match(/[a-z_]+/g)
        ?.find((word) => !['upper', 'lower', 'text', 'varchar'].includes(word));
      return reply
        .status(400)
        .send({ [field ?? 'non_field_errors']: [translate(lang, 'validation.unique')] });
    }
    if (
      pgError?.code === '22P02' ||
      pgError?.code === '22003' ||
      pgError?.code === '22007' ||
      pgError?.code === '22008'
    ) {
      return reply.status(400).send({ detail: translate(lang, 'errors.bad_request') });
    }
    const fe = error as FastifyError;
    if (
      fe.validation ||
      fe.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ||
      fe.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
    ) {
      return reply.status(400).send({ detail: fe.message });
    }
    if (fe.statusCode === 429)
      return reply.status(429).send({ detail: translate(lang, 'errors.too_many_requests') });
    if (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500) {
      return reply.status(fe.statusCode).send({ detail: fe.message });
    }
    req.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ detail: translate(lang, 'errors.internal') });
  });
}

export default fp(errorsPlugin, { name: 'errors' });
