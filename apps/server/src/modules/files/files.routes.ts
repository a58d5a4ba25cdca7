import { endpointPath, resourceAccess } from '@rp/contract';
import { endpoints } from '@rp/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import { forbidden, notFound } from '../../lib/errors';
import { idempotencyKeyOf } from '../../lib/idempotency';
import { readMultipart } from '../../lib/multipart';
import { route } from '../../lib/route';
import { parseInput } from '../../lib/validate';
import { findRaw, showRow } from '../../resources/service';
import { fileRecordResource } from './files.resources';
import { fileForDownload } from './files.service';
import { uploadCandidatePhoto, uploadFile } from './uploads.service';

/** Custom actions of the files area, registered from the contract (docs/api.md#files). */
export async function filesRoutes(app: FastifyInstance) {
  const api = endpoints.files;

  route(app, api.upload, async ({ ctx, req, reply }) => {
    const key = idempotencyKeyOf(req);
    const { fields, file } = await readMultipart(req, app.config.uploadMaxBytes, ['file']);
    const parsed = parseInput(api.upload.body, fields);
    const { record, replayed } = await uploadFile(
      { ...ctx, storage: app.storage },
      { key, file, fields: parsed },
    );
    if (replayed) reply.header('idempotent-replayed', 'true');
    return record;
  });

  /** Signed in (files in the caller's scope only), or with ?sig= a short-lived signed link (for <img> and the PDF viewer). */
  route(app, api.download, async ({ params: { id }, query, req, reply }) => {
    const { sig } = query;
    if (!(sig && app.tokens.verifySignature(`file:${id}`, sig))) {
      if (sig) throw forbidden();
      const ctx = await app.ctxFor(req, resourceAccess['file-records'].read);
      // a token alone reads only the files in its scope (a signed link was issued only to one)
      if (!(await findRaw(fileRecordResource, ctx, id))) throw notFound();
    }
    const row = await fileForDownload({ db: app.database.db }, id);
    if (!row) throw notFound();
    // a record whose bytes are gone (a lost disk, a bucket emptied by hand) is a 404, never a 500
    const bytes = await app.storage.open(row.document);
    if (!bytes) throw notFound();
    const disposition = query.download === '1' ? 'attachment' : 'inline';
    return reply
      .header('Content-Type', row.mime_type)
      .header(
        'Content-Disposition',
        `${disposition}; filename*=UTF-8''${encodeURIComponent(row.original_name)}`,
      )
      .header('Cache-Control', 'private, max-age=300')
      .header('X-Content-Type-Options', 'nosniff')
      .send(bytes);
  });

  route(app, api.link, async ({ ctx, params }) => {
    const row = await showRow(fileRecordResource, ctx, params.id);
    return signedFileUrl(app, row.id);
  });

  /** Candidate photo: multipart field `photo` or `file` (docs/api.md#files). */
  route(app, endpoints.candidates.uploadPhoto, ({ ctx, params: { id }, req }) =>
    uploadCandidatePhoto({ ...ctx, storage: app.storage }, id, async () => {
      const { file } = await readMultipart(req, app.config.uploadMaxBytes, ['photo', 'file']);
      return file;
    }),
  );
}

/** A short-lived signed link to download a file without signing in (SIGNED_URL_TTL seconds). */
export function signedFileUrl(app: FastifyInstance, id: number) {
  const expiresAt = Math.floor(Date.now() / 1000) + app.config.signedUrlTtl;
  const sig = app.tokens.sign(`file:${id}`, expiresAt);
  return {
    url: `/api/${endpointPath(endpoints.files.download.path, { id })}?sig=${sig}`,
    expires_at: new Date(expiresAt * 1000).toISOString(),
  };
}
