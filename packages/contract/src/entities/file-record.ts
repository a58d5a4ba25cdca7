import { z } from 'zod';
import { fkSchema, idSchema, timestampSchema } from './common';

const slug = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .regex(/^[a-z0-9_-]+$/);

/** Image types photos and logos accept (the server sniffs the bytes; docs/decisions.md, uploads). */
export const imageMimeTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

/** Read shape; the storage key (`document`) is never returned. */
export const fileRecordSchema = z.object({
  id: idSchema,
  level_id: z.number().nullable(),
  region_id: z.number().nullable(),
  user: z.number().nullable(),
  original_name: z.string(),
  extension: z.string().nullable(),
  kind: z.string(),
  owner_type: z.string().nullable(),
  owner_id: z.number().nullable(),
  size: z.number(),
  mime_type: z.string(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});

/** Text fields of the multipart upload (the file itself is field `file`). */
export const fileRecordUploadFieldsSchema = z.object({
  kind: slug,
  owner_type: slug.optional(),
  owner_id: fkSchema.optional(),
  level_id: fkSchema.optional(),
  region_id: fkSchema.optional(),
});

/** GET file-records/:id/download/ query: `sig` (a signed link) and `download=1` (attachment, else inline). */
export const fileDownloadQuery = z.object({
  sig: z.string().max(512).optional(),
  download: z.string().max(8).optional(),
});

/** GET file-records/:id/link/ (*added*): a signed download link valid SIGNED_URL_TTL seconds. */
export const fileLinkSchema = z.object({
  url: z.string(),
  expires_at: z.string(),
});

/** Rename or move to another folder (null: the root). */
export const fileRecordUpdateSchema = z
  .object({
    original_name: z.string().trim().min(1).max(255),
    level_id: fkSchema.nullable(),
  })
  .partial();

export type FileRecord = z.infer<typeof fileRecordSchema>;
export type FileRecordUploadFields = z.infer<typeof fileRecordUploadFieldsSchema>;
export type FileRecordUpdate = z.infer<typeof fileRecordUpdateSchema>;
export type FileDownloadQuery = z.infer<typeof fileDownloadQuery>;
export type FileLink = z.infer<typeof fileLinkSchema>;
