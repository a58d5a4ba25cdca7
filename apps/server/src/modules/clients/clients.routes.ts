import { resourceAccess } from '@rp/contract';
import {
  type CompanyProfileSection,
  companyAccessQuery,
  companyAccessSchema,
  companyByKeySchema,
  companyProfileSections,
  companyPublicSchema,
  companySchema,
  customUrlSuggestionSchema,
  customUrlSuggestQuery,
  siteAccessQuery,
  siteAccessSchema,
  updateProfileFieldsSchema,
  updateRotationSchema,
} from '@rp/contract/entities';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { companies, regions } from '../../db/schema/index';
import { FieldErrors } from '../../lib/errors';
import { readMultipartBody } from '../../lib/multipart';
import { parseInput } from '../../lib/validate';
import {
  companiesForAccess,
  companyByKey,
  type ProfileUpload,
  sitesForAccess,
  suggestCustomUrl,
  updateProfile,
  updateRotation,
} from './clients.service';

const tags = ['companies'];
const companyWrite = resourceAccess.companies.write;

const fileField = (section: CompanyProfileSection) => `${section}_file`;

/**
 * update_profile's body: multipart (text fields and up to one file per section, `<section>_file`)
 * or JSON (text only). An empty file part (a file input left empty) counts as no file.
 */
async function readProfileBody(req: FastifyRequest, maxBytes: number) {
  if (!req.isMultipart()) return { fields: req.body ?? {}, files: {} };
  const fields: Record<string, string> = {};
  const files: Partial<Record<CompanyProfileSection, ProfileUpload>> = {};
  const sections = companyProfileSections.length;
  await readMultipartBody(async () => {
    for await (const part of req.parts({ limits: { files: sections, fileSize: maxBytes } })) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      const section = companyProfileSections.find((name) => fileField(name) === part.fieldname);
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

/** Custom actions of the clients area (docs/api.md; docs/decisions.md, Clients). */
export async function clientsRoutes(app: FastifyInstance) {
  /** The regions the user works in (feeds the top bar's region selector). */
  app.get('/api/companies/get_regions/', { schema: { tags } }, async (req) => {
    const ctx = await app.ctxFor(req);
    const base = ctx.db
      .selectDistinct({ id: regions.id, name: regions.name, area: regions.area })
      .from(regions)
      .orderBy(asc(regions.name));
    if (ctx.actor.is_superuser) return base.where(eq(regions.status, true));
    if (ctx.actor.companies.length === 0) return [];
    return base
      .innerJoin(companies, eq(companies.region, regions.id))
      .where(and(eq(regions.status, true), inArray(companies.id, ctx.actor.companies)));
  });

  /** The companies the user may work with (company selectors). */
  app.get(
    '/api/companies/get_access/',
    {
      schema: {
        tags,
        querystring: companyAccessQuery,
        response: { 200: z.array(companyAccessSchema) },
      },
    },
    async (req) => {
      const ctx = await app.ctxFor(req);
      return companiesForAccess(ctx, parseInput(companyAccessQuery, req.query));
    },
  );

  /** The sites the user may work with (site selectors). */
  app.get(
    '/api/sites/get_access/',
    {
      schema: {
        tags: ['sites'],
        querystring: siteAccessQuery,
        response: { 200: z.array(siteAccessSchema) },
      },
    },
    async (req) => {
      const ctx = await app.ctxFor(req);
      return sitesForAccess(ctx, parseInput(siteAccessQuery, req.query));
    },
  );

  app.post(
    '/api/companies/update_rotation/',
    { schema: { tags, body: updateRotationSchema, response: { 200: companySchema } } },
    async (req) => {
      const ctx = await app.ctxFor(req, companyWrite);
      return updateRotation(ctx, parseInput(updateRotationSchema, req.body));
    },
  );

  app.post(
    '/api/companies/update_profile/',
    {
      schema: {
        tags,
        consumes: ['multipart/form-data', 'application/json'],
        response: { 200: companySchema },
      },
    },
    async (req) => {
      const ctx = await app.ctxFor(req, companyWrite);
      const { fields, files } = await readProfileBody(req, app.config.uploadMaxBytes);
      const input = parseInput(updateProfileFieldsSchema, fields);
      return updateProfile({ ...ctx, storage: app.storage }, { ...input, files });
    },
  );

  /** Public (no token): what the public application pages show of a company. */
  app.post(
    '/api/companies/get_company_by_key/',
    {
      schema: { tags, body: companyByKeySchema, response: { 200: companyPublicSchema }, security: [] },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (req) => companyByKey({ db: app.database.db }, parseInput(companyByKeySchema, req.body)),
  );

  /** *added*: a free custom_url for the company form, from a name. */
  app.get(
    '/api/companies/suggest_custom_url/',
    {
      schema: {
        tags,
        querystring: customUrlSuggestQuery,
        response: { 200: customUrlSuggestionSchema },
      },
    },
    async (req) => {
      const ctx = await app.ctxFor(req, companyWrite);
      return suggestCustomUrl(ctx, parseInput(customUrlSuggestQuery, req.query));
    },
  );
}
