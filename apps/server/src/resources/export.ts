import { PassThrough } from 'node:stream';
import { exportXlsxMax } from '@rp/contract';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import type { Ctx } from '../context';
import { exportBatches } from './service';
import type { ResourceDef, Row } from './types';

/** Flattens a read value for a spreadsheet cell. */
function cell(value: unknown): string | number | boolean | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'string') return value;
  if (Array.isArray(value))
    return value.map((v) => (v && typeof v === 'object' ? ((v as Row).id ?? '') : v)).join(', ');
  if (typeof value === 'object' && 'id' in (value as Row)) return Number((value as Row).id);
  return JSON.stringify(value);
}

/** Streams the filtered list as .xlsx (up to 100,000 rows) or CSV (no cap). */
export async function sendExport(
  def: ResourceDef,
  ctx: Ctx,
  query: Record<string, unknown>,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const isCsv = query.format === 'csv';
  const columns = Object.keys(def.read.shape);
  const stamp = new Date().toISOString().slice(0, 10);
  const fileName = `${def.path}-${stamp}.${isCsv ? 'csv' : 'xlsx'}`;
  const out = new PassThrough();

  const batches = exportBatches(def, ctx, query, isCsv ? Number.MAX_SAFE_INTEGER : exportXlsxMax);
  // read the first batch before answering, so bad filters still answer 400 (without a file name)
  const first = await batches.next();
  reply
    .header('Content-Disposition', `attachment; filename="${fileName}"`)
    .type(
      isCsv ? 'text/csv; charset=utf-8' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );

  const write = async () => {
    if (isCsv) {
      const csv = stringify({ header: true, columns, bom: true });
      csv.pipe(out);
      const push = (rows: Row[]) => {
        for (const row of rows) csv.write(columns.map((c) => cell(row[c])));
      };
      if (!first.done) push(first.value);
      for await (const rows of batches) push(rows);
      csv.end();
      return;
    }
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
    const sheet = workbook.addWorksheet(def.path);
    sheet.columns = columns.map((key) => ({ header: key, key, width: Math.max(12, key.length + 2) }));
    sheet.getRow(1).font = { bold: true };
    const push = (rows: Row[]) => {
      for (const row of rows) sheet.addRow(columns.map((c) => cell(row[c]))).commit();
    };
    if (!first.done) push(first.value);
    for await (const rows of batches) push(rows);
    sheet.commit();
    await workbook.commit();
  };
  write().catch((err: unknown) => out.destroy(err as Error));
  return reply.send(out);
}
