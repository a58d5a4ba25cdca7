import { resourceAccess } from '@rp/contract';
import { fileRecordUploadFieldsSchema } from '@rp/contract/entities';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { candidates } from '../../db/schema/index';
import { ApiError, FieldErrors, forbidden, notFound } from '../../lib/errors';
import { readMultipartBody } from '../../lib/multipart';
import { parseInput } from '../../lib/validate';
import { findRaw, showRow } from '../../resources/service';
import { candidatesResources } from '../candidates/candidates.resources';
import { fileRecordResource } from './files.resources';
import { assertFileOwner, fileForDownload, storeFile } from './files.service';

const tags = ['files'];

/** Reads a multipart body: text fields and one file (any order), the file buffered up to the limit. */
async function readMultipart(req: FastifyRequest, maxBytes: number, fileFields: string[]) {
  if (!req.isMultipart()) throw FieldErrors.one('file', 'errors.file_required');
  const fields: Record<string, string> = {};
  let file: { buffer: Buffer; filename: string } | undefined;
  await readMultipartBody(async () => {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        if (!fileFields.includes(part.fieldname) || file) {
          await part.toBuffer().catch(() => undefined);
          continue;
        }
        file = { buffer: await part.toBuffer(), filename: part.filename };
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
  }, maxBytes);
  if (!file || file.buffer.length === 0) throw FieldErrors.one('file', 'errors.file_required');
  return { fields, file };
}

const idOf = (req: FastifyRequest) => {
  const raw = (req.params as { id: string }).id;
  if (!/^\d+$/.test(raw)) throw notFound();
  return Number(raw);
};

export async function filesRoutes(app: FastifyInstance) {
  const writeRule = resourceAccess['file-records'].write;

  app.post(
    '/api/file-records/',
    { schema: { tags, consumes: ['multipart/form-data'] } },
    async (req, reply) => {
      const ctx = await app.ctxFor(req, writeRule);
      const { fields, file } = await readMultipart(req, app.config.uploadMaxBytes, ['file']);
      const parsed = parseInput(fileRecordUploadFieldsSchema, fields);
      await assertFileOwner(ctx, parsed);
      const row = await storeFile(ctx, app.storage, { ...file, fields: parsed });
      return reply.status(201).send(await showRow(fileRecordResource, ctx, row.id));
    },
  );

  /** Authenticated download, or with ?sig= a short-lived signed link (for <img> and the PDF viewer). */
  app.get('/api/file-records/:id/download/', { schema: { tags } }, async (req, reply) => {
    const id = idOf(req);
    const sig = (req.query as { sig?: string }).sig;
    if (!(sig && app.tokens.verifySignature(`file:${id}`, sig))) {
      if (sig) throw forbidden();
      const ctx = await app.ctxFor(req, resourceAccess['file-records'].read);
      // a token alone reads only the files in its scope (a signed link was issued only to one)
      if (!(await findRaw(fileRecordResource, ctx, id))) throw notFound();
    }
    const row = await fileForDownload({ db: app.database.db }, id);
    if (!row) throw notFound();
    const disposition = (req.query as { download?: string }).download === '1' ? 'attachment' : 'inline';
    return reply
      .header('Content-Type', row.mime_type)
      .header(
        'Content-Disposition',
        `${disposition}; filename*=UTF-8''${encodeURIComponent(row.original_name)}`,
      )
      .header('Cache-Control', 'private, max-age=300')
      .header('X-Content-Type-Options', 'nosniff')
      .send(app.storage.get(row.document));
  });

  /** *added*: a signed link valid SIGNED_URL_TTL seconds. */
  app.get('/api/file-records/:id/link/', { schema: { tags } }, async (req) => {
    const ctx = await app.ctxFor(req, resourceAccess['file-records'].read);
    const row = await showRow(fileRecordResource, ctx, idOf(req));
    const expiresAt = Math.floor(Date.now() / 1000) + app.config.signedUrlTtl;
    const sig = app.tokens.sign(`file:${row.id}`, expiresAt);
    return {
      url: `/api/file-records/${row.id}/download/?sig=${sig}`,
      expires_at: new Date(expiresAt * 1000).toISOString(),
    };
  });

  /** Candidate photo: multipart field `photo` or `file` (docs/api.md#files). */
  app.post(
    '/api/candidates/:id/upload_photo/',
    { schema: { tags: ['candidates'], consumes: ['multipart/form-data'] } },
    async (req) => {
      const candidateDef = candidatesResources[0];
      if (!candidateDef) throw new ApiError(500, 'errors.internal');
      const ctx = await app.ctxFor(req, candidateDef.access.write);
      const id = idOf(req);
      await showRow(candidateDef, ctx, id);
      const { file } = await readMultipart(req, app.config.uploadMaxBytes, ['photo', 'file']);
      const row = await storeFile(ctx, app.storage, {
        ...file,
        fields: { kind: 'photo', owner_type: 'candidate', owner_id: id },
      });
      await ctx.db
        .update(candidates)
        .set({ photo: row.original_name, photo_path: row.id, updated_at: sql`now()` })
        .where(eq(candidates.id, id));
      return showRow(candidateDef, ctx, id);
    },
  );
}
