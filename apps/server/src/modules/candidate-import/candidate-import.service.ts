import { createHash } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { type Lang, translate } from '@rp/contract';
import { grants, resourceAccess } from '@rp/contract/access';
import {
  type ImportCheck,
  type ImportCheckBody,
  type ImportCounts,
  type ImportPreview,
  type ImportStatus,
  importPreviewRows,
  importProblemRows,
} from '@rp/contract/entities';
import { candidateFullName } from '@rp/contract/rules/candidate';
import { guessMapping, type ImportField, mappingSignature } from '@rp/contract/rules/candidate-import';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import type { Ctx } from '../../context';
import type { Executor } from '../../db/client';
import type { candidates } from '../../db/schema/index';
import { conflict, FieldErrors, notFound } from '../../lib/errors';
import { productText } from '../../lib/product-text';
import { spreadsheetRow } from '../../lib/spreadsheet-cell';
import { isBlacklistedSql } from '../candidates/candidates.service';
import { cleanFileName } from '../files/files.service';
import {
  addDoneRows,
  claimImporting,
  countRowActions,
  deleteCandidates,
  findAssignedCreated,
  findCandidatesByIdentities,
  findCandidatesForUndo,
  findImport,
  findImportReferences,
  findImportRows,
  findPendingRows,
  findRememberedMapping,
  findRowsOf,
  findWrittenRows,
  finishImport,
  type ImportRecord,
  insertAuditRows,
  insertCandidates,
  insertImport,
  insertImportRows,
  listImportStatuses,
  markUndone,
  type RowOutcome,
  rememberMapping,
  saveRowOutcomes,
  softDeleteCandidate,
  updateCandidate,
  updateImport,
} from './candidate-import.queries';
import {
  addKeys,
  emptyKeys,
  fieldLabel,
  givenFields,
  identityOf,
  type MatchOutcome,
  matchRows,
  type RowToMatch,
  repeatedInFile,
} from './import-match';
import { type ImportRefs, importRow } from './import-row';
import { readSpreadsheet, type SheetProblem, sheetReadDefaults } from './spreadsheet-read';

/**
 * The candidate import (docs/decisions.md "Candidate import"): upload → preview and mapping, check
 * (the dry run, every row's outcome stored), start (the worker writes, candidate-import.worker.ts),
 * status and history, the errors file, undo.
 */

/** Rows looked up against the candidates in one statement. */
export const matchBatchSize = 1000;

const problemParams: Record<SheetProblem, Record<string, unknown>> = {
  type: {},
  too_large: { mb: sheetReadDefaults.maxBytes / 1048576 },
  too_many_rows: { rows: sheetReadDefaults.maxRows.toLocaleString('en-US') },
  too_many_columns: { columns: sheetReadDefaults.maxColumns },
  no_header: {},
  no_rows: {},
  broken: {},
  zip_bomb: { mb: sheetReadDefaults.maxUnpackedBytes / 1048576 },
  encrypted: {},
};

/** A non-superuser reaches only their own imports (others' are 404). */
const ownerOf = (ctx: Ctx) => (ctx.actor.is_superuser ? undefined : ctx.actor.id);

async function ownImport(ctx: Ctx, id: number, lock = false): Promise<ImportRecord> {
  const found = await findImport(ctx.db, id, { owner: ownerOf(ctx), lock });
  if (!found) throw notFound();
  return found;
}

type CandidateInsert = typeof candidates.$inferInsert;

const signatureOf = (headers: string[]) =>
  createHash('sha256').update(mappingSignature(headers)).digest('hex');

export async function uploadImport(
  ctx: Ctx,
  file: { buffer: Buffer; filename: string },
): Promise<ImportPreview> {
  const read = await readSpreadsheet(file.buffer, file.filename);
  if (!read.ok)
    throw FieldErrors.one('file', `validation.import_file_${read.problem}`, problemParams[read.problem]);
  const signature = signatureOf(read.headers);
  // no NUL or path in the stored name (files.service.ts `cleanFileName`)
  const fileName = cleanFileName(file.filename) || 'import';
  return ctx.db.transaction(async (db) => {
    const remembered = await findRememberedMapping(db, signature);
    const isRemembered = remembered !== undefined && remembered.length === read.headers.length;
    const mapping = isRemembered ? remembered : guessMapping(read.headers);
    const created = await insertImport(db, {
      user: ctx.actor.id,
      file_name: fileName,
      format: read.format,
      encoding: read.encoding ?? null,
      delimiter: read.delimiter ?? null,
      headers: read.headers,
      signature,
      mapping,
      total_rows: read.rows.length,
      skipped_empty_rows: read.skippedEmptyRows,
      lang: ctx.lang,
    });
    await insertImportRows(
      db,
      created.id,
      read.rows.map((cells, index) => ({ row: read.rowNumbers[index] ?? index + 2, cells })),
    );
    return {
      id: created.id,
      file_name: fileName,
      format: read.format,
      encoding: read.encoding ?? null,
      delimiter: read.delimiter ?? null,
      headers: read.headers,
      preview: read.rows.slice(0, importPreviewRows),
      total_rows: read.rows.length,
      skipped_empty_rows: read.skippedEmptyRows,
      mapping,
      remembered: isRemembered,
    };
  });
}

/** Rows of a batch with their values, matched against the live candidates (one statement). */
export async function matchAgainstCandidates(
  db: Executor,
  rows: RowToMatch[],
  opts: { duplicates: 'update' | 'skip'; canSeeBlacklist: boolean; lang: Lang },
): Promise<MatchOutcome[]> {
  const keys = emptyKeys();
  for (const row of rows) addKeys(keys, identityOf(row.values));
  const found = await findCandidatesByIdentities(db, keys, isBlacklistedSql);
  return matchRows(rows, found, opts);
}

function emptyCounts(rows: number): ImportCounts {
  return { rows, new: 0, update: 0, unchanged: 0, skip: 0, errors: 0, empty: 0 };
}

function countOf(counts: ImportCounts, action: RowOutcome['action'], n = 1) {
  if (action === 'error') counts.errors += n;
  else counts[action] += n;
}

export async function loadRefs(
  db: Executor,
  defaultCategory: number | null | undefined,
): Promise<ImportRefs> {
  const refs = await findImportReferences(db);
  return {
    ...refs,
    today: new Date().toISOString().slice(0, 10),
    ...(defaultCategory ? { defaultCategory } : {}),
  };
}

/** The dry run (docs/decisions.md "Candidate import"): nothing is written to the candidates. */
export async function checkImport(ctx: Ctx, id: number, body: ImportCheckBody): Promise<ImportCheck> {
  return ctx.db.transaction(async (db) => {
    const record = await findImport(db, id, { owner: ownerOf(ctx), lock: true });
    if (!record) throw notFound();
    if (record.status !== 'uploaded' && record.status !== 'checked') throw conflict('errors.import_started');
    if (body.mapping.length !== record.headers.length)
      throw FieldErrors.one('mapping', 'validation.import_mapping_length', { count: record.headers.length });
    const refs = await loadRefs(db, body.default_category);
    if (body.default_category && !refs.categories.some((category) => category.id === body.default_category))
      throw FieldErrors.one('default_category', 'validation.not_found_ref');

    const mapping = body.mapping;
    const rows = await findImportRows(db, id);
    const counts = emptyCounts(rows.length);
    const outcomes = new Map<number, RowOutcome>();
    const valid: Array<RowToMatch & { cells: string[] }> = [];
    for (const [index, { row, cells }] of rows.entries()) {
      // 10,000 rows are ~0.5 s of checks: other requests are served between each thousand
      if (index > 0 && index % 1_000 === 0) await nextTurn();
      const result = importRow(cells, mapping, refs, ctx.lang);
      if (result.ok) {
        const { confirm_duplicates: _ignored, ...values } = result.values;
        valid.push({ row, cells, values, given: givenFields(cells, mapping) });
      } else
        outcomes.set(row, {
          row,
          action: result.isEmpty ? 'empty' : 'error',
          errors: result.isEmpty ? null : result.errors,
          values: null,
          candidate: null,
        });
    }
    const repeated = repeatedInFile(valid, ctx.lang);
    const toMatch = valid.filter(({ row, values }) => {
      const errors = repeated.get(row);
      if (errors) outcomes.set(row, { row, action: 'error', errors, values, candidate: null });
      return !errors;
    });
    const matchOpts = {
      duplicates: body.duplicates,
      canSeeBlacklist: grants(resourceAccess['black-list'].read, ctx.actor),
      lang: ctx.lang,
    };
    for (let at = 0; at < toMatch.length; at += matchBatchSize) {
      const batch = toMatch.slice(at, at + matchBatchSize);
      const matched = await matchAgainstCandidates(db, batch, matchOpts);
      matched.forEach((outcome, index) => {
        const values = batch[index]?.values ?? null;
        outcomes.set(outcome.row, {
          row: outcome.row,
          action: outcome.action,
          errors: outcome.errors,
          values: outcome.action === 'error' ? null : values,
          candidate: outcome.candidate,
        });
      });
    }
    const ordered = [...outcomes.values()].sort((a, b) => a.row - b.row);
    for (const outcome of ordered) countOf(counts, outcome.action);
    await saveRowOutcomes(db, id, ordered);
    await rememberMapping(db, record.signature, mapping);
    await updateImport(db, id, {
      mapping,
      duplicates: body.duplicates,
      default_category: body.default_category ?? null,
      status: 'checked',
      counts,
      lang: ctx.lang,
    });
    const cellsOf = new Map(rows.map(({ row, cells }) => [row, cells]));
    const problems = ordered
      .filter((outcome) => outcome.action === 'error')
      .slice(0, importProblemRows)
      .map((outcome) => ({
        row: outcome.row,
        cells: cellsOf.get(outcome.row) ?? [],
        messages: outcome.errors ?? {},
      }));
    return { id, counts, problems };
  });
}

/** The problem rows as an xlsx: the uploaded headers and cells, then their messages. */
export async function sendImportErrors(ctx: Ctx, id: number, reply: FastifyReply): Promise<FastifyReply> {
  const record = await ownImport(ctx, id);
  const rows = await findRowsOf(ctx.db, id, 'error');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Errores');
  const header = sheet.addRow(
    spreadsheetRow([...record.headers, translate(ctx.lang, 'errors.import_errors_column')]),
  );
  header.font = { bold: true };
  for (const { cells, errors } of rows) {
    const messages = Object.entries(errors ?? {}).map(([field, list]) =>
      field === 'non_field_errors' ? list.join('; ') : `${fieldLabel(ctx.lang, field)}: ${list.join('; ')}`,
    );
    const padded = record.headers.map((_, index) => cells[index] ?? '');
    sheet.addRow(spreadsheetRow([...padded, messages.join('\n')]));
  }
  sheet.columns.forEach((column) => {
    column.width = 20;
  });
  const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
  const base = record.file_name.replace(/\.[^.]*$/, '').replace(/[^\w.-]+/g, '_') || 'import';
  return reply
    .header('Content-Disposition', `attachment; filename="${base}-errores.xlsx"`)
    .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .send(buffer);
}

async function statusOf(ctx: Ctx, id: number): Promise<ImportStatus> {
  const { rows } = await listImportStatuses(ctx.db, { id, owner: ownerOf(ctx), limit: 1, offset: 0 });
  const [row] = rows;
  if (!row) throw notFound();
  return row;
}

export const showImport = (ctx: Ctx, id: number) => statusOf(ctx, id);

export async function listImports(ctx: Ctx, query: { page?: number; page_size?: number }) {
  const pageSize = query.page_size ?? 20;
  const page = query.page ?? 1;
  const { rows, total } = await listImportStatuses(ctx.db, {
    owner: ownerOf(ctx),
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  return { data: rows, pages: Math.max(1, Math.ceil(total / pageSize)), elements: total };
}

/** Starts the background import of a checked import (202); 409 unless checked and not started. */
export async function startImport(ctx: Ctx, id: number): Promise<ImportStatus> {
  await ctx.db.transaction(async (db) => {
    const record = await findImport(db, id, { owner: ownerOf(ctx), lock: true });
    if (!record) throw notFound();
    if (record.status !== 'checked') throw conflict('errors.import_not_checked');
    await updateImport(db, id, { status: 'importing', done_rows: 0 });
  });
  return statusOf(ctx, id);
}

/**
 * Undoes a finished import in one transaction: restores what it changed on the candidates it updated
 * (a field edited since keeps its new value) and removes the candidates it created (deleted for good
 * when nothing refers to them, else marked deleted); 409 once one of them has an assignment.
 */
export async function undoImport(ctx: Ctx, id: number): Promise<ImportStatus> {
  await ctx.db.transaction(async (db) => {
    const record = await findImport(db, id, { owner: ownerOf(ctx), lock: true });
    if (!record) throw notFound();
    if (record.status !== 'done') throw conflict('errors.import_not_undoable');
    const assigned = await findAssignedCreated(db, id);
    if (assigned)
      throw conflict('errors.import_candidate_assigned', {
        name: candidateFullName(assigned),
        id: assigned.id,
      });
    const written = await findWrittenRows(db, id);
    const current = new Map(
      (
        await findCandidatesForUndo(
          db,
          written.map((row) => row.candidate ?? 0),
        )
      ).map((row) => [row.id, row]),
    );
    const audit: Parameters<typeof insertAuditRows>[1] = [];
    for (const row of written) {
      if (row.action !== 'update' || !row.candidate || !row.before) continue;
      const now = current.get(row.candidate) as Record<string, unknown> | undefined;
      if (!now) continue;
      const restore: Record<string, unknown> = {};
      for (const [field, value] of Object.entries(row.before)) {
        const imported = row.values?.[field];
        // only what still holds the imported value goes back
        if (String(now[field] ?? '') === String(imported ?? '')) restore[field] = value;
      }
      if (Object.keys(restore).length > 0) await updateCandidate(db, row.candidate, restore);
      audit.push({
        action: 'candidate_import_undone',
        user: ctx.actor.id,
        targetId: row.candidate,
        details: { import: id, row: row.row, change: 'restored', fields: Object.keys(restore) },
      });
    }
    const created = written
      .filter((row) => row.action === 'new' && row.candidate)
      .map((row) => row.candidate ?? 0);
    for (const candidate of created)
      audit.push({
        action: 'candidate_import_undone',
        user: ctx.actor.id,
        targetId: candidate,
        details: { import: id, change: 'removed' },
      });
    await removeCandidates(
      db,
      created,
      productText(ctx.lang, 'settings.audit_log.actions.candidate_import_undone'),
    );
    await insertAuditRows(db, audit);
    await markUndone(db, id);
  });
  return statusOf(ctx, id);
}

/** Deletes the candidates for good in a savepoint; those something refers to are marked deleted. */
async function removeCandidates(db: Executor, ids: number[], reason: string) {
  if (ids.length === 0) return;
  try {
    await db.transaction((savepoint) => deleteCandidates(savepoint, ids));
    return;
  } catch {
    // one of them is referred to (a document, a blacklist entry): one by one
  }
  for (const id of ids) {
    try {
      await db.transaction((savepoint) => deleteCandidates(savepoint, [id]));
    } catch {
      await softDeleteCandidate(db, id, reason);
    }
  }
}

/** The mapping an import was checked with. */
export const mappingOf = (record: ImportRecord): Array<ImportField | null> => record.mapping ?? [];

/** Rows one worker round writes, in one transaction. */
export const importBatchSize = 200;

/**
 * One round of the import worker (docs/decisions.md "Candidate import"): the next `batchSize` rows of
 * the oldest import being imported, in one transaction with the import locked (another process
 * skips it). Each row is matched again against the candidates as they are now — a candidate created
 * or changed since the check, by a person or by an import of the same file, turns a `new` into an
 * `unchanged`/`skip`/`update` — then created or updated, with the values it replaced, and audited.
 * The last round counts what was done and finishes the import. Answers whether more may be waiting.
 */
export async function importDueRows(db: Executor, batchSize = importBatchSize): Promise<boolean> {
  return db.transaction(async (tx) => {
    const record = await claimImporting(tx);
    if (!record) return false;
    const rows = await findPendingRows(tx, record.id, batchSize);
    if (rows.length === 0) {
      const counts = emptyCounts(record.total_rows);
      for (const { action, n } of await countRowActions(tx, record.id))
        if (action) countOf(counts, action, n);
      await finishImport(tx, record.id, counts);
      return true;
    }
    const mapping = mappingOf(record);
    const lang: Lang = record.lang === 'en' ? 'en' : 'es';
    const toMatch: RowToMatch[] = [];
    for (const row of rows) {
      if (row.values && row.action !== 'error' && row.action !== 'empty')
        toMatch.push({ row: row.row, values: row.values, given: givenFields(row.cells, mapping) });
    }
    // the worker acts for nobody in particular: a blacklisted match is said without the reason
    const matched = await matchAgainstCandidates(tx, toMatch, {
      duplicates: record.duplicates ?? 'skip',
      canSeeBlacklist: false,
      lang,
    });
    const byRow = new Map(matched.map((outcome) => [outcome.row, outcome]));
    // the new candidates in one statement, in file order
    const creating = rows.filter((row) => byRow.get(row.row)?.action === 'new');
    const createdIds = await insertCandidates(
      tx,
      creating.map((row) => ({ ...(row.values as CandidateInsert), created_by: record.user })),
    );
    const createdOf = new Map(creating.map((row, index) => [row.row, createdIds[index] ?? null]));
    const outcomes: RowOutcome[] = [];
    const audit: Parameters<typeof insertAuditRows>[1] = [];
    for (const row of rows) {
      const outcome = byRow.get(row.row);
      if (!outcome) {
        outcomes.push({ ...row, action: row.action ?? 'empty', done: true });
        continue;
      }
      let candidate = outcome.candidate;
      if (outcome.action === 'new') {
        candidate = createdOf.get(row.row) ?? null;
        if (candidate)
          audit.push({
            action: 'candidate_imported',
            user: record.user,
            targetId: candidate,
            details: { import: record.id, row: row.row, change: 'created' },
          });
      } else if (outcome.action === 'update' && candidate && outcome.changes) {
        await updateCandidate(tx, candidate, outcome.changes as Partial<CandidateInsert>);
        audit.push({
          action: 'candidate_imported',
          user: record.user,
          targetId: candidate,
          details: {
            import: record.id,
            row: row.row,
            change: 'updated',
            fields: Object.keys(outcome.changes),
          },
        });
      }
      outcomes.push({
        row: row.row,
        action: outcome.action,
        errors: outcome.errors,
        values: row.values,
        candidate,
        before: outcome.action === 'update' ? (outcome.before ?? null) : null,
        done: true,
      });
    }
    await saveRowOutcomes(tx, record.id, outcomes);
    await insertAuditRows(tx, audit);
    await addDoneRows(tx, record.id, rows.length);
    return true;
  });
}
