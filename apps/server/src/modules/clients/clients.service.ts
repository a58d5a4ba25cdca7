import {
  type Company,
  type CompanyAccess,
  type CompanyAccessQuery,
  type CompanyByKey,
  type CompanyProfileSection,
  type CompanyPublic,
  type CustomUrlSuggestion,
  type CustomUrlSuggestQuery,
  companyProfileSections,
  type RegionOption,
  type Rotation,
  type SiteAccess,
  type SiteAccessQuery,
  type UpdateProfileFields,
  type UpdateRotation,
} from '@rp/contract/entities';
import type { Ctx } from '../../context';
import type { Executor, Tx } from '../../db/client';
import type { companies } from '../../db/schema/index';
import { FieldErrors, notFound } from '../../lib/errors';
import type { Storage } from '../../plugins/storage';
import { showRow, visibleWhere } from '../../resources/service';
import { removeStored, storeFile } from '../files/files.service';
import {
  findActiveCompanyByUrl,
  listAccessCompanies,
  listAccessSites,
  listActiveRegions,
  listActiveRegionsOfCompanies,
  listCustomUrlsLike,
  lockVisibleCompany,
  updateCompany,
} from './clients.queries';
import { companyLinks, companyResource, siteResource } from './clients.resources';

type TxCtx = Ctx & { db: Tx };

function inTx<T>(ctx: Ctx, fn: (tx: TxCtx) => Promise<T>): Promise<T> {
  return ctx.db.transaction((tx) => fn({ ...ctx, db: tx }));
}

/** The company row (locked) if the actor may see it; otherwise 404 (docs/domain.md#data-scope). */
async function lockCompany(ctx: TxCtx, id: number) {
  const row = await lockVisibleCompany(ctx.db, id, visibleWhere(companyResource, ctx));
  if (!row) throw notFound();
  return row;
}

// ---------------------------------------------------------------------------------------------
// get_regions

/**
 * The active regions the user works in (the top bar's region selector): every one for a superuser,
 * else those of the companies assigned to them (docs/domain.md#data-scope).
 */
export async function regionsForActor(ctx: Ctx): Promise<RegionOption[]> {
  if (ctx.actor.is_superuser) return listActiveRegions(ctx.db);
  if (ctx.actor.companies.length === 0) return [];
  return listActiveRegionsOfCompanies(ctx.db, ctx.actor.companies);
}

// ---------------------------------------------------------------------------------------------
// get_access

/**
 * The companies the user may work with: a superuser every active company, anyone else the
 * companies assigned to them (docs/domain.md#data-scope); the region selector narrows further.
 */
export async function companiesForAccess(ctx: Ctx, query: CompanyAccessQuery): Promise<CompanyAccess[]> {
  const scope = visibleWhere(companyResource, ctx, query.region);
  const rows = await listAccessCompanies(ctx.db, scope, ctx.actor.is_superuser);
  return rows.map(({ custom_url, ...row }) => ({ ...row, links: companyLinks(custom_url) }));
}

/**
 * The sites the user may work with: the user's sites if it has any, else every site of its
 * companies (the sites resource's own scope); a superuser every site.
 */
export async function sitesForAccess(ctx: Ctx, query: SiteAccessQuery): Promise<SiteAccess[]> {
  return listAccessSites(ctx.db, visibleWhere(siteResource, ctx, query.region), query.company);
}

// ---------------------------------------------------------------------------------------------
// update_rotation

/** The company as the API shows it (the resource's read shape, checked against the contract in tests). */
const companyRow = (ctx: Ctx, id: number) => showRow(companyResource, ctx, id);

/** Sets one month's turnover in `rotations` (kept sorted by period); `rotation` is the latest month's. */
export async function updateRotation(ctx: Ctx, input: UpdateRotation): Promise<Company> {
  return inTx(ctx, async (tx) => {
    const company = await lockCompany(tx, input.id);
    const value = Math.round(input.value * 100) / 100;
    const rotations: Rotation[] = [
      ...(company.rotations ?? []).filter((entry) => entry.period !== input.period),
      { period: input.period, value },
    ].sort((a, b) => a.period.localeCompare(b.period));
    const latest = rotations[rotations.length - 1];
    await updateCompany(tx.db, company.id, { rotations, rotation: latest?.value ?? null });
    return companyRow(tx, company.id);
  });
}

// ---------------------------------------------------------------------------------------------
// update_profile

export type ProfileUpload = { buffer: Buffer; filename: string };
/** A file update_profile takes: a section's attachment or the logo. */
export type ProfileFile = CompanyProfileSection | 'logo';
export type UpdateProfileInput = UpdateProfileFields & {
  files: Partial<Record<ProfileFile, ProfileUpload>>;
};

const pathColumn = {
  profile: 'profile_path',
  benefits: 'benefits_path',
  routes: 'routes_path',
} as const satisfies Record<CompanyProfileSection, keyof typeof companies.$inferSelect>;

const clearFlag = {
  profile: 'clear_profile',
  benefits: 'clear_benefits',
  routes: 'clear_routes',
} as const satisfies Record<CompanyProfileSection, keyof UpdateProfileFields>;

/** A file error of storeFile (reported on `file`) moved to the section's own file field. */
function onFileField(err: unknown, field: string): unknown {
  if (!(err instanceof FieldErrors)) return err;
  const fields = Object.fromEntries(
    Object.entries(err.fields).map(([key, messages]) => [key === 'file' ? field : key, messages]),
  );
  return new FieldErrors(fields, err.issues);
}

/**
 * Saves the profile, benefits and routes sections (docs/decisions.md, Clients). A section saved with text needs
 * its attachment — the one it already has or one uploaded now — else 400 on `<section>_file`.
 * Uploaded files become FileRecords owned by the company.
 */
export async function updateProfile(
  ctx: Ctx & { storage: Storage },
  input: UpdateProfileInput,
): Promise<Company> {
  // bytes stored for rows that roll back are removed (issue 10 finding 6)
  const stored: string[] = [];
  return inTx(ctx, async (tx) => {
    const company = await lockCompany(tx, input.id);
    const values: Partial<typeof companies.$inferInsert> = {};
    const missing: Record<string, Array<{ key: string }>> = {};
    for (const section of companyProfileSections) {
      const cleared = input[clearFlag[section]] === true;
      if (cleared) {
        values[section] = null;
        values[pathColumn[section]] = null;
      }
      const text = input[section];
      if (text !== undefined) values[section] = text;
      const hasFile = Boolean(input.files[section]) || (!cleared && company[pathColumn[section]] != null);
      if (text && !hasFile) missing[`${section}_file`] = [{ key: 'errors.company_attachment_required' }];
    }
    if (Object.keys(missing).length > 0) throw new FieldErrors(missing);

    for (const section of companyProfileSections) {
      const upload = input.files[section];
      if (!upload) continue;
      const record = await storeFile(tx, ctx.storage, {
        ...upload,
        fields: { kind: `company_${section}`, owner_type: 'company', owner_id: company.id },
      }).catch((err: unknown) => {
        throw onFileField(err, `${section}_file`);
      });
      stored.push(record.document);
      values[pathColumn[section]] = record.id;
    }
    // the logo: an image (kind logo), shown on the public pages
    if (input.clear_logo === true) values.logo_path = null;
    const logo = input.files.logo;
    if (logo) {
      const record = await storeFile(tx, ctx.storage, {
        ...logo,
        fields: { kind: 'logo', owner_type: 'company', owner_id: company.id },
      }).catch((err: unknown) => {
        throw onFileField(err, 'logo_file');
      });
      stored.push(record.document);
      values.logo_path = record.id;
    }
    if (Object.keys(values).length > 0) {
      await updateCompany(tx.db, company.id, values);
    }
    return companyRow(tx, company.id);
  }).catch(removeStored(ctx.storage, stored));
}

// ---------------------------------------------------------------------------------------------
// get_company_by_key (public)

/** The public face of an active company by its custom_url (any case); anything else is 404. */
export async function companyByKey(
  ctx: { db: Executor; signedFileUrl: (id: number) => { url: string } },
  input: CompanyByKey,
): Promise<CompanyPublic> {
  const row = await findActiveCompanyByUrl(ctx.db, input.key.toLowerCase());
  if (!row) throw notFound();
  return {
    public_name: row.public_name,
    name_es: row.name_es,
    name_en: row.name_en,
    benefits: row.benefits,
    logo: row.logo_path == null ? null : ctx.signedFileUrl(row.logo_path).url,
    links: companyLinks(row.custom_url),
  };
}

// ---------------------------------------------------------------------------------------------
// suggest_custom_url (*added*)

const customUrlMax = 60;

/** A URL-safe slug: accents stripped, lowercase, every other run of characters one dash. */
export function slugify(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, customUrlMax)
    .replace(/-+$/g, '');
}

/** A custom_url no company uses yet, from a name: `acme`, else `acme-2`, `acme-3` … */
export async function suggestCustomUrl(
  ctx: { db: Executor },
  query: CustomUrlSuggestQuery,
): Promise<CustomUrlSuggestion> {
  const base = slugify(query.name) || 'empresa';
  const stem = (suffix: string) =>
    `${base.slice(0, customUrlMax - suffix.length).replace(/-+$/g, '')}${suffix}`;
  const prefix = base.slice(0, customUrlMax - 8);
  const taken = new Set((await listCustomUrlsLike(ctx.db, base, prefix)).map((row) => row.custom_url));
  for (let n = 1; ; n++) {
    const candidate = stem(n === 1 ? '' : `-${n}`);
    if (!taken.has(candidate)) return { custom_url: candidate };
  }
}
