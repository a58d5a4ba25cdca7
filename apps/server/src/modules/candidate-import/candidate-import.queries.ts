import type { ImportCounts, ImportRowAction, ImportStatusValue } from '@rp/contract/entities';
import type { AuditDetails } from '@rp/contract/entities/audit-log';
import { clas } from '@rp/contract/enums';
import type { ImportField } from '@rp/contract/rules/candidate-import';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  auditLogs,
  candidateImportMappings,
  candidateImportRows,
  candidateImports,
  candidates,
  catalogs,
  categories,
} from '../../db/schema/index';
import { userNameOf } from '../../resources/names';

/** The statements of the candidate import (docs/decisions.md "Candidate import"). */

export type ImportRecord = typeof candidateImports.$inferSelect;
export type ImportRowRecord = typeof candidateImportRows.$inferSelect;

/** A PostgreSQL text array literal (`{"a","b"}`) of `values`, passed as one parameter. */
export function textArray(values: Iterable<string>): string {
  const items = [...values].map((value) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`);
  return `{${items.join(',')}}`;
}

// --- imports -------------------------------------------------------------------------------------

export async function insertImport(db: Executor, values: typeof candidateImports.$inferInsert) {
  const [row] = await db.insert(candidateImports).values(values).returning();
  if (!row) throw new Error('candidate import not inserted');
  return row;
}

/** Rows of an upload, in chunks (one statement per 1,000 rows). */
export async function insertImportRows(
  db: Executor,
  importId: number,
  rows: Array<{ row: number; cells: string[] }>,
) {
  for (let at = 0; at < rows.length; at += 1000) {
    await db
      .insert(candidateImportRows)
      .values(rows.slice(at, at + 1000).map(({ row, cells }) => ({ import_id: importId, row, cells })));
  }
}

/** One import, locked for the caller's transaction when `lock`; `owner` limits it to that user's. */
export async function findImport(db: Executor, id: number, opts: { owner?: number; lock?: boolean } = {}) {
  const query = db
    .select()
    .from(candidateImports)
    .where(
      and(
        eq(candidateImports.id, id),
        opts.owner === undefined ? undefined : eq(candidateImports.user, opts.owner),
      ),
    );
  const [row] = await (opts.lock ? query.for('update') : query);
  return row;
}

export async function updateImport(
  db: Executor,
  id: number,
  values: Partial<typeof candidateImports.$inferInsert>,
) {
  await db
    .update(candidateImports)
    .set({ ...values, updated_at: sql`now()` })
    .where(eq(candidateImports.id, id));
}

/** The import's new candidates that have a requirement or vacancy assignment (the first one). */
export async function findAssignedCreated(db: Executor, importId: number) {
  const [row] = await db
    .select({
      id: candidates.id,
      names: candidates.names,
      last_name: candidates.last_name,
      second_name: candidates.second_name,
    })
    .from(candidateImportRows)
    .innerJoin(candidates, eq(candidates.id, candidateImportRows.candidate))
    .where(
      and(
        eq(candidateImportRows.import_id, importId),
        eq(candidateImportRows.action, 'new'),
        eq(candidateImportRows.done, true),
        sql`(exists (select 1 from requeriment_candidates rc where rc.candidate = ${candidates.id})
          or exists (select 1 from vacancy_candidates vc where vc.candidate = ${candidates.id}))`,
      ),
    )
    .orderBy(asc(candidateImportRows.row))
    .limit(1);
  return row;
}

/** Whether an import is done, not undone, and none of its new candidates is assigned. */
const canUndoSql = (importId: SQL): SQL<boolean> =>
  sql<boolean>`(${candidateImports.status} = 'done' and not exists (select 1 from candidate_import_rows r
    where r.import_id = ${importId} and r.action = 'new' and r.done and r.candidate is not null
      and (exists (select 1 from requeriment_candidates rc where rc.candidate = r.candidate)
        or exists (select 1 from vacancy_candidates vc where vc.candidate = r.candidate))))`;

const statusColumns = {
  id: candidateImports.id,
  status: candidateImports.status,
  file_name: candidateImports.file_name,
  counts: candidateImports.counts,
  done_rows: candidateImports.done_rows,
  total_rows: candidateImports.total_rows,
  user: candidateImports.user,
  user_name: userNameOf(sql`${candidateImports.user}`),
  created_at: candidateImports.created_at,
  finished_at: candidateImports.finished_at,
  undone_at: candidateImports.undone_at,
  can_undo: canUndoSql(sql`${candidateImports.id}`),
};

/** Imports as their history shows them, newest first; `owner` limits it to one user's. */
export async function listImportStatuses(
  db: Executor,
  opts: { id?: number; owner?: number; limit: number; offset: number },
) {
  const where = and(
    opts.id === undefined ? undefined : eq(candidateImports.id, opts.id),
    opts.owner === undefined ? undefined : eq(candidateImports.user, opts.owner),
  );
  const rows = await db
    .select(statusColumns)
    .from(candidateImports)
    .where(where)
    .orderBy(desc(candidateImports.id))
    .limit(opts.limit)
    .offset(opts.offset);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(candidateImports).where(where);
  return { rows, total: count?.n ?? 0 };
}

// --- mappings ------------------------------------------------------------------------------------

export async function findRememberedMapping(db: Executor, signature: string) {
  const [row] = await db
    .select({ mapping: candidateImportMappings.mapping })
    .from(candidateImportMappings)
    .where(eq(candidateImportMappings.signature, signature));
  return row?.mapping;
}

export async function rememberMapping(db: Executor, signature: string, mapping: Array<ImportField | null>) {
  await db
    .insert(candidateImportMappings)
    .values({ signature, mapping })
    .onConflictDoUpdate({
      target: candidateImportMappings.signature,
      set: { mapping, updated_at: sql`now()` },
    });
}

// --- references ----------------------------------------------------------------------------------

/** The active categories and the catalogs a row may name (ImportRefs). */
export async function findImportReferences(db: Executor) {
  const categoryRows = await db
    .select({ id: categories.id, code: categories.code, description: categories.description })
    .from(categories)
    .where(eq(categories.status, true))
    .orderBy(asc(categories.id));
  const catalogRows = await db
    .select({ id: catalogs.id, name: catalogs.name, name_en: catalogs.name_en, clas_id: catalogs.clas_id })
    .from(catalogs)
    .where(
      and(
        eq(catalogs.status, true),
        inArray(catalogs.clas_id, [clas.scholarLevel, clas.englishLevels, clas.recruitmentSource]),
      ),
    )
    .orderBy(asc(catalogs.id));
  const of = (clasId: number) =>
    catalogRows
      .filter((row) => row.clas_id === clasId)
      .map(({ id, name, name_en }) => ({ id, name, name_en }));
  return {
    categories: categoryRows,
    catalogs: {
      scholar_level: of(clas.scholarLevel),
      english_level: of(clas.englishLevels),
      recruitment_source: of(clas.recruitmentSource),
    },
  };
}

// --- rows ----------------------------------------------------------------------------------------

export async function findImportRows(db: Executor, importId: number) {
  return db
    .select({ row: candidateImportRows.row, cells: candidateImportRows.cells })
    .from(candidateImportRows)
    .where(eq(candidateImportRows.import_id, importId))
    .orderBy(asc(candidateImportRows.row));
}

/** The first rows of an action (the check's problems, the errors file). */
export async function findRowsOf(db: Executor, importId: number, action: ImportRowAction, limit?: number) {
  const query = db
    .select({
      row: candidateImportRows.row,
      cells: candidateImportRows.cells,
      errors: candidateImportRows.errors,
    })
    .from(candidateImportRows)
    .where(and(eq(candidateImportRows.import_id, importId), eq(candidateImportRows.action, action)))
    .orderBy(asc(candidateImportRows.row));
  return limit === undefined ? query : query.limit(limit);
}

export type RowOutcome = {
  row: number;
  action: ImportRowAction;
  errors: Record<string, string[]> | null;
  values: Record<string, unknown> | null;
  candidate: number | null;
  before?: Record<string, unknown> | null;
  done?: boolean;
};

/** Writes the outcome of rows (one statement per 1,000 rows). */
export async function saveRowOutcomes(db: Executor, importId: number, outcomes: RowOutcome[]) {
  for (let at = 0; at < outcomes.length; at += 1000) {
    const chunk = outcomes.slice(at, at + 1000).map((o) => ({
      row: o.row,
      action: o.action,
      errors: o.errors,
      values: o.values,
      candidate: o.candidate,
      before: o.before ?? null,
      done: o.done ?? false,
    }));
    await db.execute(sql`update candidate_import_rows r set action = x.action, errors = x.errors,
        "values" = x."values", candidate = x.candidate, before = x.before, done = x.done
      from jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb)
        as x("row" int, action text, errors jsonb, "values" jsonb, candidate int, before jsonb, done boolean)
      where r.import_id = ${importId} and r."row" = x."row"`);
  }
}

/** The next rows not written yet, in file order. */
export async function findPendingRows(db: Executor, importId: number, limit: number) {
  return db
    .select()
    .from(candidateImportRows)
    .where(and(eq(candidateImportRows.import_id, importId), eq(candidateImportRows.done, false)))
    .orderBy(asc(candidateImportRows.row))
    .limit(limit);
}

/** Rows per action of an import (the counts once imported). */
export async function countRowActions(db: Executor, importId: number) {
  return db
    .select({ action: candidateImportRows.action, n: sql<number>`count(*)::int` })
    .from(candidateImportRows)
    .where(eq(candidateImportRows.import_id, importId))
    .groupBy(candidateImportRows.action);
}

/** The rows an import wrote (new and updated candidates), for the undo. */
export async function findWrittenRows(db: Executor, importId: number) {
  return db
    .select()
    .from(candidateImportRows)
    .where(
      and(
        eq(candidateImportRows.import_id, importId),
        eq(candidateImportRows.done, true),
        inArray(candidateImportRows.action, ['new', 'update']),
        sql`${candidateImportRows.candidate} is not null`,
      ),
    )
    .orderBy(asc(candidateImportRows.row));
}

/** The oldest import being imported that no other process holds (`for update skip locked`). */
export async function claimImporting(db: Executor) {
  const [row] = await db
    .select()
    .from(candidateImports)
    .where(eq(candidateImports.status, 'importing' satisfies ImportStatusValue))
    .orderBy(asc(candidateImports.id))
    .limit(1)
    .for('update', { skipLocked: true });
  return row;
}

export async function addDoneRows(db: Executor, importId: number, count: number) {
  await db
    .update(candidateImports)
    .set({ done_rows: sql`${candidateImports.done_rows} + ${count}`, updated_at: sql`now()` })
    .where(eq(candidateImports.id, importId));
}

export async function finishImport(db: Executor, importId: number, counts: ImportCounts) {
  await db
    .update(candidateImports)
    .set({ status: 'done', counts, finished_at: sql`now()`, updated_at: sql`now()` })
    .where(eq(candidateImports.id, importId));
}

export async function markUndone(db: Executor, importId: number) {
  await db
    .update(candidateImports)
    .set({ status: 'undone', undone_at: sql`now()`, updated_at: sql`now()` })
    .where(eq(candidateImports.id, importId));
}

// --- candidates ----------------------------------------------------------------------------------

/** The candidate columns an import compares, writes and restores. */
export const importCandidateColumns = {
  id: candidates.id,
  names: candidates.names,
  last_name: candidates.last_name,
  second_name: candidates.second_name,
  curp: candidates.curp,
  rfc: candidates.rfc,
  ssn: candidates.ssn,
  employee_code: candidates.employee_code,
  email: candidates.email,
  phone_number: candidates.phone_number,
  genre: candidates.genre,
  birthdate: candidates.birthdate,
  category: candidates.category,
  city: candidates.city,
  state: candidates.state,
  recruitment_source: candidates.recruitment_source,
  address: candidates.address,
  colony: candidates.colony,
  postal_code: candidates.postal_code,
  scholar_level: candidates.scholar_level,
  scholar_speciality: candidates.scholar_speciality,
  english_level: candidates.english_level,
  last_company: candidates.last_company,
  last_position: candidates.last_position,
  additional_comments: candidates.additional_comments,
  emergency_name: candidates.emergency_name,
  emergency_phone: candidates.emergency_phone,
};

export type IdentityKeys = {
  curp: Set<string>;
  rfc: Set<string>;
  ssn: Set<string>;
  employee_code: Set<string>;
  email: Set<string>;
  phone: Set<string>;
};

export type MatchedCandidate = Record<keyof typeof importCandidateColumns, unknown> & {
  id: number;
  is_black_list: boolean;
};

/**
 * The live candidates any of the identity values names, in one statement: identity numbers compared
 * upper-cased, the e-mail lower-cased, the phone by its digits, each branch on its own b-tree index
 * (the unique ones, candidates_email_lower_idx, candidates_phone_digits_idx).
 * `blacklisted` is the rule of the candidates service (`isBlacklistedSql`), passed in.
 */
export async function findCandidatesByIdentities(
  db: Executor,
  keys: IdentityKeys,
  blacklisted: (candidateId: SQL) => SQL,
): Promise<MatchedCandidate[]> {
  const branches: SQL[] = [];
  const upper = (column: string, values: Set<string>) => {
    if (values.size === 0) return;
    branches.push(
      sql`select id from candidates where not is_deleted and ${sql.identifier(column)} is not null and upper(${sql.identifier(column)}) = any(${textArray(values)}::text[])`,
    );
  };
  upper('curp', keys.curp);
  upper('rfc', keys.rfc);
  upper('ssn', keys.ssn);
  upper('employee_code', keys.employee_code);
  if (keys.email.size > 0)
    branches.push(
      sql`select id from candidates where not is_deleted and email is not null and lower(email) = any(${textArray(keys.email)}::text[])`,
    );
  if (keys.phone.size > 0)
    branches.push(
      sql`select id from candidates where not is_deleted and phone_number is not null and regexp_replace(phone_number, '[^0-9]', '', 'g') = any(${textArray(keys.phone)}::text[])`,
    );
  if (branches.length === 0) return [];
  const rows = await db
    .select({ ...importCandidateColumns, is_black_list: sql<boolean>`${blacklisted(sql`${candidates.id}`)}` })
    .from(candidates)
    .where(sql`${candidates.id} in (${sql.join(branches, sql` union `)})`);
  return rows as MatchedCandidate[];
}

/**
 * Inserts candidates in one statement, their ids drawn from the table's sequence first so each row's
 * id is known without relying on the order of RETURNING; answers the ids in the order given.
 */
export async function insertCandidates(db: Executor, values: Array<typeof candidates.$inferInsert>) {
  if (values.length === 0) return [];
  const ids = await db
    .select({ id: sql<number>`nextval(pg_get_serial_sequence('candidates', 'id'))::int` })
    .from(sql`generate_series(1, ${values.length})`);
  const withIds = values.map((row, index) => ({ ...row, id: ids[index]?.id }));
  await db.insert(candidates).values(withIds);
  return withIds.map((row) => row.id as number);
}

export async function updateCandidate(
  db: Executor,
  id: number,
  values: Partial<typeof candidates.$inferInsert>,
) {
  await db
    .update(candidates)
    .set({ ...values, updated_at: sql`now()` })
    .where(eq(candidates.id, id));
}

export async function findCandidatesForUndo(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return db.select(importCandidateColumns).from(candidates).where(inArray(candidates.id, ids)).for('update');
}

export async function deleteCandidates(db: Executor, ids: number[]) {
  if (ids.length === 0) return;
  await db.delete(candidates).where(inArray(candidates.id, ids));
}

export async function softDeleteCandidate(db: Executor, id: number, reason: string) {
  await db
    .update(candidates)
    .set({ is_deleted: true, deleted_reason: reason, updated_at: sql`now()` })
    .where(eq(candidates.id, id));
}

/** Audit rows in one statement (the import's candidates; details never carry a national id). */
export async function insertAuditRows(
  db: Executor,
  rows: Array<{
    action: 'candidate_imported' | 'candidate_import_undone';
    user: number | null;
    targetId: number;
    details: AuditDetails;
  }>,
) {
  if (rows.length === 0) return;
  await db.insert(auditLogs).values(
    rows.map((row) => ({
      action: row.action,
      user: row.user,
      target_type: 'candidates',
      target_id: row.targetId,
      details: row.details,
    })),
  );
}
