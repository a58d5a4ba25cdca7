import { endpoints } from '@rp/contract/endpoints';
import { companyProfileSections } from '@rp/contract/entities';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FieldErrors } from '../../lib/errors';
import { readMultipartBody } from '../../lib/multipart';
import { route } from '../../lib/route';
import { parseInput } from '../../lib/validate';
import { signedFileUrl } from '../files/files.routes';
import {
  companiesForAccess,
  companyByKey,
  type ProfileFile,
  type ProfileUpload,
  regionsForActor,
  sitesForAccess,
  suggestCustomUrl,
  updateProfile,
  updateRotation,
} from './clients.service';
import { companySetup } from './company-setup.service';

/** The file parts update_profile reads: one per section and the logo. */
const profileFiles = [...companyProfileSections, 'logo'] as const;
const fileField = (name: ProfileFile) => `${name}_file`;

/**
 * update_profile's body: multipart (text fields and up to one file per section, `<section>_file`)
 * or JSON (text only). An empty file part (a file input left empty) counts as no file.
 */
async function readProfileBody(req: FastifyRequest, maxBytes: number) {
  if (!req.isMultipart()) return { fields: req.body ?? {}, files: {} };
  const fields: Record<string, string> = {};
  const files: Partial<Record<ProfileFile, ProfileUpload>> = {};
  const sections = profileFiles.length;
  await readMultipartBody(async () => {
    for await (const part of req.parts({ limits: { files: sections, fileSize: maxBytes } })) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      const section = profileFiles.find((name) => fileField(name) === part.fieldname);
      const buffer = await part.toBuffer().catch((err: { code?: string }) => {
        if (err.code === 'FST_REQ_FILE_TOO_LARGE') {
          throw FieldErrors.one(part.fieldname, 'errors.file_too_large', { mb: maxBytes / 1048576 });
        }
        throw err;
      });
      if (section && buffer.length > 0) files[section] = { buffer, filename: part.filename };
    }
  }, maxBytes);
  return { fields, files };
}

/** Custom actions of the clients area, registered from the contract (docs/api.md; docs/decisions.md, Clients). */
export async function clientsRoutes(app: FastifyInstance) {
  const api = endpoints.clients;

  route(app, api.regions, ({ ctx }) => regionsForActor(ctx));

  route(app, api.companyAccess, ({ ctx, query }) => companiesForAccess(ctx, query));

  route(app, api.siteAccess, ({ ctx, query }) => sitesForAccess(ctx, query));

  route(app, api.updateRotation, ({ ctx, body }) => updateRotation(ctx, body));

  route(app, api.updateProfile, async ({ ctx, req }) => {
    const { fields, files } = await readProfileBody(req, app.config.uploadMaxBytes);
    const input = parseInput(api.updateProfile.body, fields);
    return updateProfile({ ...ctx, storage: app.storage }, { ...input, files });
  });

  route(app, api.suggestCustomUrl, ({ ctx, query }) => suggestCustomUrl(ctx, query));

  route(app, api.companySetup, ({ ctx, query }) => companySetup(ctx, query));

  route(app, api.companyByKey, ({ body }) =>
    companyByKey({ db: app.database.db, signedFileUrl: (id) => signedFileUrl(app, id) }, body),
  );
}
