import { type AccessRule, emptyResponse, fileResponse, grants, pagedSchema } from '@rp/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Ctx } from '../context';
import { ApiError, forbidden } from '../lib/errors';
import { idempotencyKeyOf } from '../lib/idempotency';
import { checkResponse } from '../lib/route';
import { sendExport } from './export';
import { listQuerySchema } from './list-query';
import { registerDef } from './references';
import { createRow, deleteRow, listRows, showRow, updateRow } from './service';
import type { ResourceDef } from './types';

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves the signed-in user or answers 401, then checks an access rule (403). */
    ctxFor: (req: FastifyRequest, rule?: AccessRule['read'] | AccessRule['write']) => Promise<Ctx>;
  }
}

const idParams = z.object({ id: z.string() });
/** The error body: `{detail}` or `{field: [messages]}` (docs/domain.md#api-conventions). */
export const errorResponse = z.record(z.string(), z.unknown());

function parseId(raw: string): number {
  const id = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(id)) throw new ApiError(404, 'errors.not_found');
  return id;
}

/** Registers list/show/create/update/delete/export for one resource under /api/<path>/. */
export function registerResource(app: FastifyInstance, def: ResourceDef) {
  registerDef(def);
  const base = `/api/${def.path}/`;
  const tags = [def.path];
  const writable = Boolean(def.create || def.update);
  const readCtx = (req: FastifyRequest) => app.ctxFor(req, def.access.read);
  const writeCtx = async (req: FastifyRequest) => {
    const ctx = await app.ctxFor(req, def.access.read);
    if (!grants(def.access.write, ctx.actor)) throw forbidden();
    return ctx;
  };
  const notAllowed = async () => {
    throw new ApiError(405, 'errors.method_not_allowed');
  };

  // response schemas from the contract: the OpenAPI document, and the test suite's response check
  const listResponse = z.union([pagedSchema(def.read), z.array(def.read)]);
  const checked = <T>(method: string, schema: z.ZodType, result: T): T => {
    if (app.config.checkResponses)
      checkResponse({ method: method as 'GET', path: `${def.path}/`, response: schema }, result);
    return result;
  };

  app.get(
    base,
    { schema: { tags, querystring: listQuerySchema(def), response: { 200: listResponse } } },
    async (req) =>
      checked(
        'GET',
        listResponse,
        await listRows(def, await readCtx(req), req.query as Record<string, unknown>),
      ),
  );
  app.get(
    `${base}export/`,
    {
      schema: { tags, querystring: listQuerySchema(def, { export: true }), response: { 200: fileResponse } },
    },
    async (req, reply) => sendExport(def, await readCtx(req), req.query as Record<string, unknown>, reply),
  );
  app.get(`${base}:id/`, { schema: { tags, params: idParams, response: { 200: def.read } } }, async (req) =>
    checked(
      'GET',
      def.read,
      await showRow(def, await readCtx(req), parseId((req.params as { id: string }).id)),
    ),
  );

  if (!writable) {
    // read-only: writes answer 405, and the OpenAPI document lists no write operation for it
    const refused = { tags, hide: true, response: { 405: errorResponse } };
    app.post(base, { schema: refused }, notAllowed);
    app.put(`${base}:id/`, { schema: refused }, notAllowed);
    app.patch(`${base}:id/`, { schema: refused }, notAllowed);
    app.delete(`${base}:id/`, { schema: refused }, notAllowed);
    return;
  }
  if (!def.customCreate) {
    app.post(
      base,
      { schema: { tags, body: def.create, response: { 201: def.read } } },
      async (req, reply) => {
        const key = idempotencyKeyOf(req);
        const { row, replayed } = await createRow(def, await writeCtx(req), req.body, key);
        // a repeated creation answers the first one's row, marked (docs/api.md#idempotent-creation)
        if (replayed) reply.header('idempotent-replayed', 'true');
        return reply.status(201).send(checked('POST', def.read, row));
      },
    );
  }
  const update = async (req: FastifyRequest) =>
    checked(
      req.method,
      def.read,
      await updateRow(def, await writeCtx(req), parseId((req.params as { id: string }).id), req.body),
    );
  const updateSchema = { tags, params: idParams, body: def.update, response: { 200: def.read } };
  app.put(`${base}:id/`, { schema: updateSchema }, update);
  app.patch(`${base}:id/`, { schema: updateSchema }, update);
  app.delete(
    `${base}:id/`,
    { schema: { tags, params: idParams, response: { 204: emptyResponse } } },
    async (req, reply) => {
      const body = (req.body ?? {}) as { reason?: unknown; deleted_reason?: unknown };
      const query = req.query as { reason?: string };
      const reason = [body.reason, body.deleted_reason, query.reason].find((r) => typeof r === 'string') as
        | string
        | undefined;
      await deleteRow(def, await writeCtx(req), parseId((req.params as { id: string }).id), reason);
      return reply.status(204).send();
    },
  );
}
