import { grants, resourceAccess } from '@rp/contract';
import { resources } from '@rp/contract/resources';
import { or, type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../context';
import { fileRecords, fileStructures } from '../../db/schema/index';
import { storageFor } from '../../plugins/storage';
import { qualified } from '../../resources/names';
import { inIds, requirementIdsInScope, vacancyIdsInScope } from '../../resources/scope';
import { defineResourceDef, type ResourceDef } from '../../resources/types';
import { deleteFileRecord } from './files.queries';

const file = (column: string) => qualified('file_records', column);

/**
 * A file is visible only to users who may see its owner (docs/domain.md#data-scope): the candidate pool's (a
 * candidate's photo, CV or document not attached to a vacancy or requirement) to users whose routes
 * grant candidates; a company's attachments to users of that company; a requirement's or vacancy's
 * documents through that row's scope. The owner is what the upload named (owner_type/owner_id) or a
 * row that references the file. A file nobody owns yet is its uploader's only.
 */
export function fileScope(actor: Actor): SQL | undefined {
  const id = file('id');
  const ownerType = file('owner_type');
  const ownerId = file('owner_id');
  const requirementIds = requirementIdsInScope(actor);
  const vacancyIds = vacancyIdsInScope(actor);
  const pool = grants(resourceAccess.candidates.read, actor);
  const documentInScope = sql`exists (select 1 from vacancy_documents d where d.document = ${id} and (
      (d.vacancy is not null and d.vacancy in (${vacancyIds}))
      or (d.vacancy is null and d.requeriment in (${requirementIds}))
      ${pool ? sql`or (d.vacancy is null and d.requeriment is null)` : sql``}))`;
  const companyAttachment = sql`exists (select 1 from companies co where ${id} in (co.profile_path, co.benefits_path, co.routes_path) and ${inIds(sql`co.id`, actor.companies)})`;
  const referenced = sql`(exists (select 1 from vacancy_documents d where d.document = ${id})
      or exists (select 1 from candidates c where c.photo_path = ${id})
      or exists (select 1 from companies co where ${id} in (co.profile_path, co.benefits_path, co.routes_path)))`;
  return or(
    sql`(${ownerType} = 'company' and ${inIds(ownerId, actor.companies)})`,
    sql`(${ownerType} = 'requeriment' and ${ownerId} in (${requirementIds}))`,
    sql`(${ownerType} = 'vacancy' and ${ownerId} in (${vacancyIds}))`,
    pool
      ? sql`(${ownerType} = 'candidate' and not exists (select 1 from vacancy_documents d where d.document = ${id} and (d.vacancy is not null or d.requeriment is not null)))`
      : undefined,
    pool ? sql`exists (select 1 from candidates c where c.photo_path = ${id})` : undefined,
    documentInScope,
    companyAttachment,
    sql`(${ownerType} is null and ${file('user')} = ${actor.id} and not ${referenced})`,
  );
}

export const fileRecordResource = defineResourceDef(resources['file-records'], {
  table: fileRecords,
  customCreate: true,
  search: [fileRecords.original_name],
  defaultOrdering: '-created_at',
  regionOf: fileRecords.region_id,
  scope: fileScope,
  /** The row goes (409 while a document or candidate still points at it), then its bytes. */
  async onDelete(ctx, row) {
    const file = await deleteFileRecord(ctx.db, row.id);
    if (!file) return;
    const storage = storageFor(ctx.config);
    return () => storage.remove(file.key);
  },
});

export const fileStructureResource = defineResourceDef(resources['file-structure'], {
  table: fileStructures,
  search: [fileStructures.structure],
  defaultOrdering: 'structure',
  regionOf: fileStructures.region,
});

export const filesResources: ResourceDef[] = [fileRecordResource, fileStructureResource];
