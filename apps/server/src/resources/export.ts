import { PassThrough } from 'node:stream';
import { exportXlsxMax } from '@rp/contract';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import type { Ctx } from '../context';
import { auditBy } from '../modules/audit/audit.service';
import { exportCells, exportColumns, exportHeaders } from './export-columns';
import { exportBatches } from './service';
import type { ResourceDef } from './types';

/** Query keys that only shape the file, not which rows go in it. */
const layoutKeys = new Set(['page', 'page_size', 'ordering', 'format', 'lang']);

/**
 * The audit row of an export of candidate data, on its own (an export changes nothing): the
 * format and the names of the filters used, never their values, which may be a name or a CURP
 * typed in the search box (docs/domain.md#audit-log).
 */
function auditExport(def: ResourceDef, ctx: Ctx, query: Record<string, unknown>, format: 'csv' | 'xlsx') {
  const filters = Object.keys(query)
    .filter((key) => !layoutKeys.has(key) && query[key] !== undefined && query[key] !== '')
    .sort();
  return auditBy(ctx, {
    action: 'candidates_exported',
    target: { type: def.path, id: null },
    details: { resource: def.path, format, filters },
  });
}

/**
 * Streams the filtered list as .xlsx (up to 100,000 rows) or CSV (no cap), both with the resource's
 * export columns and the same formatted cells, in the reader's language (export-columns.ts).
 */
export async function sendExport(
  def: ResourceDef,
  ctx: Ctx,
  query: Record<string, unknown>,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const isCsv = query.format === 'csv';
  const columns = exportColumns(def);
  const headers = exportHeaders(columns, ctx.lang);
  const stamp = new Date().toISOString().slice(0, 10);
  const fileName = `${def.path}-${stamp}.${isCsv ? 'csv' : 'xlsx'}`;
  const out = new PassThrough();

  const batches = exportBatches(def, ctx, query, isCsv ? Number.MAX_SAFE_INTEGER : exportXlsxMax);
  // read the first batch before answering, so bad filters still answer 400 (without a file name)
  const first = await batches.next();
  if (def.auditExport) await auditExport(def, ctx, query, isCsv ? 'csv' : 'xlsx');
  reply
    .header('Content-Disposition', `attachment; filename="${fileName}"`)
    .type(
      isCsv ? 'text/csv; charset=utf-8' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );

  const write = async () => {
    if (isCsv) {
      const csv = stringify({ bom: true });
      csv.pipe(out);
      csv.write(headers);
      if (!first.done) for (const cells of await exportCells(ctx, columns, first.value)) csv.write(cells);
      for await (const rows of batches)
        for (const cells of await exportCells(ctx, columns, rows)) csv.write(cells);
      csv.end();
      return;
    }
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
    const sheet = workbook.addWorksheet(def.path);
    sheet.columns = headers.map((header, index) => ({
      header,
      key: columns[index]?.key,
      width: Math.min(40, Math.max(12, header.length + 2)),
    }));
    sheet.getRow(1).font = { bold: true };
    const push = async (rows: Parameters<typeof exportCells>[2]) => {
      for (const cells of await exportCells(ctx, columns, rows)) sheet.addRow(cells).commit();
    };
    if (!first.done) await push(first.value);
    for await (const rows of batches) await push(rows);
    sheet.commit();
    await workbook.commit();
  };
  write().catch((err: unknown) => out.destroy(err as Error));
  return reply.send(out);
}
