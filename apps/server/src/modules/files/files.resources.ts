import { resourceAccess } from '@rp/contract';
import {
  fileRecordSchema,
  fileRecordUpdateSchema,
  fileStructureCreateSchema,
  fileStructureSchema,
  fileStructureUpdateSchema,
} from '@rp/contract/entities';
import { fileRecords, fileStructures } from '../../db/schema/index';
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
