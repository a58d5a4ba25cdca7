import type { EndpointDef, PathParamNames } from '@rp/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Ctx } from '../context';
import { ApiError, notFound } from './errors';
import { assertPermission } from './permissions';
import { parseInput } from './validate';

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a route handler receives: the caller's context and its input, parsed with the endpoint's schemas. */
export type RouteInput<E extends EndpointDef> = {
  ctx: E['access'] extends 'public' ? null : Ctx;
  params: E['params'] extends z.ZodObject ? z.output<E['params']> : Record<PathParamNames<E['path']>, number>;
  query: Output<E['query']>;
  /** Multipart bodies are read by the handler from `req` (their text fields parsed with `endpoint.body`). */
  body: E['multipart'] extends true ? undefined : Output<E['body']>;
  req: FastifyRequest;
  reply: FastifyReply;
};

/** The handler answers the endpoint's response (the route sends it), or sends a file itself and returns the reply. */
export type RouteHandler<E extends EndpointDef> = (
  input: RouteInput<E>,
) => Promise<z.input<E['response']> | FastifyReply>;

const paramNames = (path: string) => [...path.matchAll(/:([a-z_]+)(?=\/)/gi)].map((m) => m[1] as string);

/** Default path parameters: positive integer ids; anything else is a missing row (404). */
function parseIdParams(path: string, raw: Record<string, string>): Record<string, number> {
  const ids: Record<string, number> = {};
  for (const name of paramNames(path)) {
    const value = raw[name] ?? '';
    const id = Number(value);
    if (!/^\d+$/.test(value) || !Number.isSafeInteger(id) || id === 0) throw notFound();
    ids[name] = id;
  }
  return ids;
}

/**
 * The public calls' allowances (`publicLimit`, docs/decisions.md "Public allowances"): one counter per
 * address for all the page views, another for all the actions, so an address cannot spend a full
 * allowance on each endpoint in turn; over it, 429 with Retry-After and `retry_after` (seconds)
 * in the body, said as "from this network" (many applicants share one plant's address).
 */
function publicLimitHook(app: FastifyInstance, kind: 'view' | 'action') {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const limit = await app.publicLimiters[kind](req);
    if (limit.isAllowed || !limit.isExceeded) return;
    const seconds = Math.max(1, limit.ttlInSeconds);
    reply.header('retry-after', String(seconds));
    throw new ApiError(429, 'errors.too_many_public', { count: seconds }, { retry_after: seconds });
  };
}

/**
 * Registers one endpoint of the contract (docs/domain.md#api-conventions): access first (401/403),
 * then the endpoint's permission if it declares one (403), then path parameters (404), query and body parsed with the contract's schemas (400 with field
 * messages), then the handler; its answer is sent with the endpoint's status and, when
 * CHECK_RESPONSES is on (the test suite), checked against the endpoint's response schema.
 */
export function route<const E extends EndpointDef>(
  app: FastifyInstance,
  endpoint: E,
  handler: RouteHandler<E>,
) {
  const url = `/api/${endpoint.path}`;
  const status = endpoint.status ?? 200;
  const names = paramNames(endpoint.path);
  const paramsDoc =
    endpoint.params ??
    (names.length ? z.object(Object.fromEntries(names.map((n) => [n, z.string()]))) : undefined);
  app.route({
    method: endpoint.method,
    url,
    ...(endpoint.perMinute
      ? { config: { rateLimit: { max: endpoint.perMinute, timeWindow: '1 minute' } } }
      : {}),
    ...(endpoint.publicLimit ? { onRequest: publicLimitHook(app, endpoint.publicLimit) } : {}),
    schema: {
      tags: [endpoint.tag],
      ...(paramsDoc ? { params: paramsDoc } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.multipart
        ? { consumes: ['multipart/form-data'] }
        : endpoint.body
          ? { body: endpoint.body }
          : {}),
      response: { [status]: endpoint.response },
      ...(endpoint.access === 'public' ? { security: [] } : {}),
    },
    handler: async (req, reply) => {
      const ctx = endpoint.access === 'public' ? null : await app.ctxFor(req, endpoint.access);
      if (ctx && endpoint.permission) assertPermission(ctx.actor, endpoint.permission);
      const rawParams = (req.params ?? {}) as Record<string, string>;
      const params = endpoint.params
        ? parseInput(endpoint.params, rawParams)
        : parseIdParams(endpoint.path, rawParams);
      const query = endpoint.query ? parseInput(endpoint.query, req.query) : undefined;
      const body = !endpoint.multipart && endpoint.body ? parseInput(endpoint.body, req.body) : undefined;
      const input = { ctx, params, query, body, req, reply };
      const result = await handler(input as unknown as RouteInput<E>);
      if (result === reply || reply.sent) return reply;
      if (app.config.checkResponses) checkResponse(endpoint, result);
      if (status === 204) return reply.status(204).send();
      return reply.status(status).send(result);
    },
  });
}

/** A response that drifts from its contract fails loudly in tests instead of surprising the web. */
export function checkResponse(endpoint: Pick<EndpointDef, 'method' | 'path' | 'response'>, result: unknown) {
  const checked = endpoint.response.safeParse(result ?? null);
  if (checked.success) return;
  const issues = checked.error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
    .join('; ');
  throw new Error(
    `Response of ${endpoint.method} /api/${endpoint.path} does not match the contract: ${issues}`,
  );
}
