import type { UploadVacancyCandidateDocumentFields } from '@rp/contract/entities';
import { and, eq } from 'drizzle-orm';
import type { Ctx } from '../../context';
import { vacancies, vacancyCandidates, vacancyDocuments } from '../../db/schema/index';
import { ApiError, notFound } from '../../lib/errors';
import type { Storage } from '../../plugins/storage';
import { removeStored, storeFile } from '../files/files.service';
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
  const [subject] = await ctx.db
    .select({ vacancy: vacancyCandidates.vacancy, candidate: vacancyCandidates.candidate })
    .from(vacancyCandidates)
    .innerJoin(vacancies, eq(vacancies.id, vacancyCandidates.vacancy))
    .where(
      and(
        eq(vacancyCandidates.id, fields.id),
        eq(vacancies.is_deleted, false),
        ctx.actor.is_superuser ? undefined : vacancyScope(ctx.actor),
      ),
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
      const [row] = await db
        .insert(vacancyDocuments)
        .values({
          vacancy: subject.vacancy,
          candidate: subject.candidate,
          document: record.id,
          original_name: record.original_name,
          extension: record.extension,
          notes: fields.notes ?? null,
        })
        .returning({ id: vacancyDocuments.id });
      if (!row) throw new ApiError(500, 'errors.internal');
      return row.id;
    })
    .catch(removeStored(ctx.storage, stored));
}
