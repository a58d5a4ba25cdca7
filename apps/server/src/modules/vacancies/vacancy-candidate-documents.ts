import type { UploadVacancyCandidateDocumentFields } from '@rp/contract/entities';
import type { Ctx } from '../../context';
import { ApiError, notFound } from '../../lib/errors';
import type { Storage } from '../../plugins/storage';
import { removeStored, storeFile } from '../files/files.service';
import {
  findVisiblePairOfVacancyCandidate,
  insertVacancyDocumentReturningId,
} from './vacancy-candidate-documents.queries';
import { vacancyScope } from './vacancy-stages';

/**
 * upload_documents: a document about a candidate in a vacancy — the file is stored (owned by the
 * vacancy, so it follows the vacancy's scope) and a vacancy-documents row names the vacancy and the
 * candidate, in one transaction; the stored bytes go again if the row is not written. A vacancy
 * candidate outside the caller's scope answers 404 (docs/domain.md#data-scope).
 */
export async function uploadVacancyCandidateDocument(
  ctx: Ctx & { storage: Storage },
  fields: UploadVacancyCandidateDocumentFields,
  file: { buffer: Buffer; filename: string },
): Promise<number> {
  const subject = await findVisiblePairOfVacancyCandidate(
    ctx.db,
    fields.id,
    ctx.actor.is_superuser ? undefined : vacancyScope(ctx.actor),
  );
  if (!subject) throw notFound();
  const stored: string[] = [];
  return ctx.db
    .transaction(async (db) => {
      const record = await storeFile({ db, actor: ctx.actor }, ctx.storage, {
        ...file,
        fields: { kind: 'document', owner_type: 'vacancy', owner_id: subject.vacancy },
      });
      stored.push(record.document);
      const row = await insertVacancyDocumentReturningId(db, {
        vacancy: subject.vacancy,
        candidate: subject.candidate,
        document: record.id,
        original_name: record.original_name,
        extension: record.extension,
        notes: fields.notes ?? null,
      });
      if (!row) throw new ApiError(500, 'errors.internal');
      return row.id;
    })
    .catch(removeStored(ctx.storage, stored));
}
