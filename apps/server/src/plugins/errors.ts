import { formatIssues, type Lang, pickLang, translate } from '@rp/contract';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError, FieldErrors } from '../lib/errors';

declare module 'fastify' {
  interface FastifyRequest {
    lang: Lang;
  }
}

/** Parameters given as terms (`term('errors.permission_x')`) are translated before they are interpolated. */
function translatedParams(lang: Lang, params: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(params).map(([key, value]) => {
      const isTerm =
        typeof value === 'object' && value !== null && typeof (value as { term?: unknown }).term === 'string';
      return [key, isTerm ? translate(lang, (value as { term: string }).term) : value];
    }),
  );
}

type PgError = {
  code?: string;
  message?: string;
  constraint?: string;
  table?: string;
  column?: string;
  detail?: string;
  cause?: unknown;
};

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

/**
 * What the log keeps of an unexpected error: its type, message, SQLSTATE, constraint and the SQL
 * text — never the query's parameters, the row values PostgreSQL quotes in `detail`, or anything
 * else the error carries (password hashes, national ids; issue 10 finding 6).
 */
export function loggableError(error: unknown): Record<string, unknown> {
  const pgError = pgErrorOf(error);
  let query: string | undefined;
  for (
    let current: unknown = error, depth = 0;
    current && typeof current === 'object' && depth < 4;
    depth++
  ) {
    const candidate = current as { query?: unknown; cause?: unknown };
    if (typeof candidate.query === 'string') query = candidate.query;
    current = candidate.cause;
  }
  const base = error instanceof Error ? error : new Error(String(error));
  if (!pgError && query === undefined) {
    return { type: base.name, message: base.message, stack: base.stack };
  }
  return {
    type: base.name,
    // a failed query's own message quotes its parameters ("Failed query: … params: …")
    message: pgError?.message ?? base.message.split('\nparams:')[0],
    code: pgError?.code,
    constraint: pgError?.constraint,
    table: pgError?.table,
    column: pgError?.column,
    query,
    // the frames only: the stack's first lines repeat the message with its parameters
    stack: base.stack
      ?.split('\n')
      .filter((line) => line.trimStart().startsWith('at '))
      .join('\n'),
  };
}

/** Errors of reading a multipart body that reach the handler (docs/domain.md#api-conventions: bad input is a 400). */
const multipartCodes = new Set([
  'FST_INVALID_MULTIPART_CONTENT_TYPE',
  'FST_PARTS_LIMIT',
  'FST_FILES_LIMIT',
  'FST_FIELDS_LIMIT',
  'FST_PROTO_VIOLATION',
  'FST_INVALID_JSON_FIELD_ERROR',
  'FST_MP_PREMATURE_CLOSE',
]);

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
    if (error instanceof FieldErrors)
      return reply.status(400).send({ ...localizeFieldErrors(error, lang), ...error.extra });
    if (error instanceof ApiError) {
      return reply
        .status(error.statusCode)
        .send({ detail: translate(lang, error.key, translatedParams(lang, error.params)), ...error.extra });
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
    if (pgError?.code?.startsWith('22')) {
      // class 22, data exception: a value PostgreSQL cannot take (text with NUL 22021, a number out
      // of range 22003, a malformed date 22007/22008, too long for its column 22001 …)
      return reply.status(400).send({ detail: translate(lang, 'errors.bad_request') });
    }
    const fe = error as FastifyError;
    if (fe.code && multipartCodes.has(fe.code)) {
      return reply.status(400).send({ file: [translate(lang, 'errors.multipart_invalid')] });
    }
    if (fe.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      const mb = (req.routeOptions.bodyLimit ?? app.initialConfig.bodyLimit ?? 0) / 1048576;
      return reply.status(413).send({ detail: translate(lang, 'errors.body_too_large', { mb }) });
    }
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
    req.log.error({ err: loggableError(error) }, 'unhandled error');
    return reply.status(500).send({ detail: translate(lang, 'errors.internal') });
  });
}

export default fp(errorsPlugin, { name: 'errors' });
