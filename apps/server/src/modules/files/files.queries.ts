import { eq, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';
import { candidates, fileRecords } from '../../db/schema/index';

// The statements of the files module (files.service.ts, uploads.service.ts and the file-records
// resource's hooks); the checks of a file's type and owner, the bytes in storage and the
// transactions stay with them (docs/architecture.md).

/** Inserts a file's record and returns the row. */
export async function insertFileRecord(db: Executor, values: typeof fileRecords.$inferInsert) {
  const [row] = await db.insert(fileRecords).values(values).returning();
  return row;
}

/** Reads a file's record. */
export async function findFileRecord(db: Executor, id: number) {
  const [row] = await db.select().from(fileRecords).where(eq(fileRecords.id, id));
  return row;
}

/** Reads whether a document, a candidate's photo, a public application's CV or a company's attachment uses a file. */
export async function findFileInUse(db: Executor, fileId: number) {
  const [used] = await queryRows<{ used: boolean }>(
    db,
    sql`select exists (select 1 from vacancy_documents where document = ${fileId})
        or exists (select 1 from candidates where photo_path = ${fileId})
        or exists (select 1 from vacancy_applications where cv = ${fileId})
        or exists (select 1 from companies where ${fileId} in (profile_path, benefits_path, routes_path)) as used`,
  );
  return used;
}

/** Deletes a file's record and returns its storage key (none if there was no such record). */
export async function deleteFileRecord(db: Executor, id: number) {
  const [file] = await db
    .delete(fileRecords)
    .where(eq(fileRecords.id, id))
    .returning({ key: fileRecords.document });
  return file;
}

/** Writes a candidate's photo (its file's name and id) and `updated_at = now()`; returns its id (none if missing). */
export async function setCandidatePhoto(db: Executor, candidateId: number, fileName: string, fileId: number) {
  const [updated] = await db
    .update(candidates)
    .set({ photo: fileName, photo_path: fileId, updated_at: sql`now()` })
    .where(eq(candidates.id, candidateId))
    .returning({ id: candidates.id });
  return updated;
}
