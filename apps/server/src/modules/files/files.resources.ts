import { resourceAccess } from '@rp/contract';
import {
  fileRecordSchema,
  fileRecordUpdateSchema,
  fileStructureCreateSchema,
  fileStructureSchema,
  fileStructureUpdateSchema,
} from '@rp/contract/entities';
import { eq } from 'drizzle-orm';
import { fileRecords, fileStructures } from '../../db/schema/index';
import { storageFor } from '../../plugins/storage';
import type { ResourceDef } from '../../resources/types';

export const fileRecordResource: ResourceDef = {
  path: 'file-records',
  table: fileRecords,
  access: resourceAccess['file-records'],
  read: fileRecordSchema,
  update: fileRecordUpdateSchema,
  customCreate: true,
  search: [fileRecords.original_name],
  defaultOrdering: '-created_at',
  regionOf: fileRecords.region_id,
  /** The row goes (409 while a document or candidate still points at it), then its bytes. */
  async onDelete(ctx, row) {
    const [file] = await ctx.db
      .delete(fileRecords)
      .where(eq(fileRecords.id, Number(row.id)))
      .returning({ key: fileRecords.document });
    if (!file) return;
    const storage = storageFor(ctx.config);
    return () => storage.remove(file.key);
  },
};

export const filesResources: ResourceDef[] = [
  fileRecordResource,
  {
    path: 'file-structure',
    table: fileStructures,
    access: resourceAccess['file-structure'],
    read: fileStructureSchema,
    create: fileStructureCreateSchema,
    update: fileStructureUpdateSchema,
    search: [fileStructures.structure],
    defaultOrdering: 'structure',
    regionOf: fileStructures.region,
  },
];
