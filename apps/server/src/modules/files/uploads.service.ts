import type { Candidate, FileRecord } from '@rp/contract/entities';
import type { Ctx } from '../../context';
import { notFound } from '../../lib/errors';
import { createOnce } from '../../lib/idempotency';
import { inTransaction } from '../../lib/transaction';
import type { Storage } from '../../plugins/storage';
import { showRow } from '../../resources/service';
import { candidateResource } from '../candidates/candidates.resources';
import { setCandidatePhoto } from './files.queries';
import { fileRecordResource } from './files.resources';
import { assertFileOwner, removeStored, storeFile, type UploadFields } from './files.service';

type Upload = { buffer: Buffer; filename: string };
type StorageCtx = Ctx & { storage: Storage };

/**
 * file-records/ (multipart, docs/api.md#files): the file and its record in one transaction, its
 * owner checked first. With an Idempotency-Key a repeated upload answers the first file
 * (docs/api.md#idempotent-creation) and `replayed` says so. Bytes stored for a transaction that
 * rolls back are removed.
 */
export async function uploadFile(
  ctx: StorageCtx,
  input: { key: string | null; file: Upload; fields: UploadFields },
): Promise<{ record: FileRecord; replayed: boolean }> {
  await assertFileOwner(ctx, input.fields);
  const stored: string[] = [];
  const { id, replayed } = await inTransaction(ctx, (tx) =>
    createOnce(tx, { key: input.key, scope: 'files/upload' }, async () => {
      const row = await storeFile(tx, ctx.storage, { ...input.file, fields: input.fields });
      stored.push(row.document);
      return row.id;
    }),
  ).catch(removeStored(ctx.storage, stored));
  return { record: await showRow(fileRecordResource, ctx, id), replayed };
}

/**
 * candidates/{id}/upload_photo/ (docs/api.md#files): the candidate must be one the caller sees (404
 * before the body is read); then the photo's record and the candidate's `photo`/`photo_path` are
 * written in one transaction. The bytes cannot join it: they are written first and removed when
 * the transaction fails. Answers the candidate as read.
 */
export async function uploadCandidatePhoto(
  ctx: StorageCtx,
  id: number,
  readUpload: () => Promise<Upload>,
): Promise<Candidate> {
  await showRow(candidateResource, ctx, id);
  const file = await readUpload();
  const stored: string[] = [];
  return inTransaction(ctx, async (tx) => {
    const row = await storeFile(tx, ctx.storage, {
      ...file,
      fields: { kind: 'photo', owner_type: 'candidate', owner_id: id },
    });
    stored.push(row.document);
    const updated = await setCandidatePhoto(tx.db, id, row.original_name, row.id);
    if (!updated) throw notFound();
    return showRow(candidateResource, tx, id);
  }).catch(removeStored(ctx.storage, stored));
}
