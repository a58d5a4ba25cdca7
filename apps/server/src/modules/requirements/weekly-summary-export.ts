import { translate } from '@rp/contract';
import type { WeeklySummaryQuery } from '@rp/contract/entities';
import { summaryTotals, weeklySummaryColumns } from '@rp/contract/rules/summary';
import { isStatusCounter, statusCounterLabelKey } from '@rp/contract/status-labels';
import ExcelJS from 'exceljs';
import type { Ctx } from '../../context';
import { spreadsheetCell, spreadsheetRecord } from '../../lib/spreadsheet-cell';
import { weeklySummary } from './weekly-views';

/**
 * The weekly summary as a workbook (export_summary/): the screen's rows and, under them, its totals
 * row, headed in the caller's language; the file's name says the year and week.
 */
export async function weeklySummaryWorkbook(
  ctx: Ctx,
  query: WeeklySummaryQuery,
): Promise<{ filename: string; buffer: Buffer }> {
  const rows = await weeklySummary(ctx, query);
  // a counter named after a status is headed by that status's label (docs/decisions.md "One label per status")
  const label = (key: string) =>
    translate(ctx.lang, isStatusCounter(key) ? statusCounterLabelKey(key) : `reports.${key}`);
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(label('summary_sheet'));
  sheet.columns = weeklySummaryColumns.map((key) => ({
    header: spreadsheetCell(label(key)),
    key,
    width: key === 'company_name' ? 36 : 14,
  }));
  sheet.getRow(1).font = { bold: true };
  // a company's name is typed by people: never a formula (docs/decisions.md "Spreadsheet cells never start a formula")
  for (const row of rows) sheet.addRow(spreadsheetRecord(row));
  // the screen's totals row: summed counts and the rate of the sums (docs/domain.md#fill-rate)
  if (rows.length > 0) {
    const totals = summaryTotals(rows);
    const last = sheet.addRow(
      spreadsheetRecord({ ...totals, company_name: label('totals'), year: null, week: null }),
    );
    last.font = { bold: true };
  }
  const filename = `weekly-summary-${query.year}${query.week ? `-w${query.week}` : ''}.xlsx`;
  return { filename, buffer: Buffer.from(await book.xlsx.writeBuffer()) };
}
