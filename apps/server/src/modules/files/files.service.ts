import { Readable } from 'node:stream';
import { imageMimeTypes } from '@rp/contract/entities';
import { fileTypeFromBuffer } from 'file-type';
import type { Config } from '../../config';
import type { Ctx } from '../../context';
import type { Executor, Tx } from '../../db/client';
import { ApiError, FieldErrors } from '../../lib/errors';
import { type Storage, storageFor } from '../../plugins/storage';
import { assertVisibleRef } from '../../resources/references';
import { enqueueFileText, isIndexedKind } from '../cv-search/cv-search.queries';
import { deleteFileRecord, findFileInUse, findFileRecord, insertFileRecord } from './files.queries';

/** Types accepted per kind; the bytes decide the type, never the client's word. */
const images: string[] = [...imageMimeTypes];
const documents = [
  'application/pdf',
  ...images,
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/x-cfb',
];
/** A CV as a document: PDF, DOCX or DOC — what the public application form takes. */
export const documentCvTypes: readonly string[] = [
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/x-cfb',
];
/**
 * A CV on the candidate's documents: a document, or an image — the photo or scan of a paper CV,
 * which the CV search reads by OCR (docs/decisions.md "CV search").
 */
const curricula = [...documentCvTypes, ...images];
const allowedByKind: Record<string, string[]> = { photo: images, logo: images, cv: curricula };
const sameExtension: Record<string, string[]> = {
  jpg: ['jpg', 'jpeg', 'jfif'],
  cfb: ['doc', 'xls', 'ppt'],
};

export type UploadFields = {
  kind: string;
  owner_type?: string;
  owner_id?: number;
  level_id?: number;
  region_id?: number;
};

/** A client's file name as stored: no control characters (NUL breaks PostgreSQL text), no path. */
export function cleanFileName(filename: string): string {
  return filename
    .replace(/\p{Cc}/gu, '')
    .replace(/[\\/]/g, '_')
    .trim()
    .slice(0, 255);
}

/** The type the bytes say; a malformed container (a cut ZIP named .docx) is no known type. */
async function sniff(buffer: Buffer) {
  try {
    return await fileTypeFromBuffer(buffer);
  } catch {
    return undefined;
  }
}

/**
 * Stores an uploaded file and its FileRecord after sniffing its content. When the row cannot be
 * written the stored bytes are removed at once; a caller that stores inside a larger transaction
 * removes them when that transaction fails (`removeStored`).
 */
export async function storeFile(
  ctx: { db: Executor; actor: { id: number } | null },
  storage: Storage,
  input: {
    buffer: Buffer;
    filename: string;
    fields: UploadFields;
    /** Narrower than the kind's types, for a caller that takes fewer (the public form's CV). */
    accept?: readonly string[];
  },
) {
  const detected = await sniff(input.buffer);
  const filename = cleanFileName(input.filename);
  const allowed = (allowedByKind[input.fields.kind] ?? documents).filter(
    (type) => !input.accept || input.accept.includes(type),
  );
  const claimed = (filename.split('.').pop() ?? '').toLowerCase();
  if (!detected || !allowed.includes(detected.mime)) {
    throw FieldErrors.one('file', 'errors.file_type', { type: detected?.mime ?? (claimed || 'unknown') });
  }
  const accepted = sameExtension[detected.ext] ?? [detected.ext];
  if (claimed && claimed !== filename.toLowerCase() && !accepted.includes(claimed)) {
    // a file whose name claims another type than its bytes (report.pdf that is an image)
    throw FieldErrors.one('file', 'errors.file_type', { type: `${claimed} ≠ ${detected.ext}` });
  }
  const extension = accepted.includes(claimed) ? claimed : detected.ext;
  const stored = await storage.put(Readable.from(input.buffer), extension);
  try {
    const row = await insertFileRecord(ctx.db, {
      document: stored.key,
      original_name: filename || `file.${extension}`,
      extension,
      kind: input.fields.kind,
      owner_type: input.fields.owner_type ?? null,
      owner_id: input.fields.owner_id ?? null,
      level_id: input.fields.level_id ?? null,
      region_id: input.fields.region_id ?? null,
      user: ctx.actor?.id ?? null,
      size: stored.size,
      mime_type: detected.mime,
    });
    if (!row) throw new ApiError(500, 'errors.internal');
    // its text is read in the background for the CV search (docs/decisions.md "CV search")
    if (isIndexedKind(row.kind)) await enqueueFileText(ctx.db, row.id);
    return row;
  } catch (err) {
    await storage.remove(stored.key);
    throw err;
  }
}

/**
 * For a transaction's `.catch`: removes the bytes of the files stored in it (their rows rolled
 * back with it) and passes the error on.
 */
export function removeStored(storage: Storage, keys: string[]) {
  return async (err: unknown): Promise<never> => {
    await Promise.all(keys.map((key) => storage.remove(key)));
    throw err;
  };
}

export function fileForDownload(ctx: Pick<Ctx, 'db'>, id: number) {
  return findFileRecord(ctx.db, id);
}

/**
 * A file no document, candidate photo, public application or company attachment uses any more is deleted with its bytes
 * (the bytes once the transaction has committed: returned as the clean-up to run then).
 */
export async function releaseFile(
  ctx: { db: Tx; config: Pick<Config, 'dataDir' | 'storage'> },
  fileId: number,
): Promise<(() => Promise<void>) | undefined> {
  const used = await findFileInUse(ctx.db, fileId);
  if (!used || used.used) return undefined;
  const file = await deleteFileRecord(ctx.db, fileId);
  if (!file) return undefined;
  const storage = storageFor(ctx.config);
  return () => storage.remove(file.key);
}

/** What an upload's owner_type names (docs/domain.md#data-scope: a file is visible to whoever may see its owner). */
const ownerResources = {
  candidate: 'candidates',
  company: 'companies',
  requeriment: 'requeriments',
  vacancy: 'vacancies',
} as const;

/**
 * An upload's owner must be a row the uploader may see (400 on `owner_id`, alike for one that does
 * not exist): nobody files a document into another company's records.
 */
export async function assertFileOwner(ctx: Ctx, fields: UploadFields) {
  if (fields.owner_type === undefined && fields.owner_id === undefined) return;
  if (fields.owner_type === undefined) throw FieldErrors.one('owner_type', 'validation.required');
  if (!(fields.owner_type in ownerResources)) throw FieldErrors.one('owner_type', 'validation.invalid');
  if (fields.owner_id === undefined) throw FieldErrors.one('owner_id', 'validation.required');
  const resource = ownerResources[fields.owner_type as keyof typeof ownerResources];
  await assertVisibleRef(ctx, resource, fields.owner_id, 'owner_id');
}
