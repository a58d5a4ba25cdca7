/**
 * The first characters that make a spreadsheet (Excel, LibreOffice, Google Sheets, Numbers) read a
 * text cell as a formula: `=`, `+`, `-`, `@`, tab, carriage return and line feed, and the full-width
 * `＝ ＋ － ＠` some of them normalise (docs/decisions.md "Spreadsheet cells never start a formula").
 */
const formulaStart = /^[=+\-@\t\r\n\uFF1D\uFF0B\uFF0D\uFF20]/;

/**
 * A value as a cell of a file we generate (csv or xlsx): text that would start a formula gets a
 * leading `'`, read as text by every spreadsheet; numbers, dates and empty cells stay as they are
 * (a negative number is data, the string "-1" is text). The one rule for every export
 * (docs/decisions.md "Spreadsheet cells never start a formula").
 */
export function spreadsheetCell<T>(value: T): T | string {
  return typeof value === 'string' && formulaStart.test(value) ? `'${value}` : value;
}

/** A row of cells, each through `spreadsheetCell`. */
export const spreadsheetRow = <T>(values: readonly T[]): Array<T | string> => values.map(spreadsheetCell);

/** A row keyed by column (ExcelJS `addRow` with column keys), each value through `spreadsheetCell`. */
export const spreadsheetRecord = <T extends Record<string, unknown>>(row: T): Record<keyof T, unknown> =>
  Object.fromEntries(Object.entries(row).map(([key, value]) => [key, spreadsheetCell(value)])) as Record<
    keyof T,
    unknown
  >;
