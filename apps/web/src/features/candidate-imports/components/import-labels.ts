import { type ImportField, importFields } from '@rp/contract/rules/candidate-import';
import type { TFunction } from 'i18next';

/**
 * What the import's web side needs to know of the server's file limits (the reader's
 * `maxBytes` and `maxRows`, apps/server/src/modules/candidate-import/spreadsheet-read.ts): the size is
 * checked before sending, both are said under the drop zone. The server refuses past them all the same.
 */
export const importFileLimits = { mb: 50, rows: 100_000 } as const;

/** The file types the upload takes: an Excel workbook (.xlsx) or a CSV. */
export const importAccept = [
  '.xlsx',
  '.csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'text/csv',
].join(',');

export const isImportFile = (file: File) => /\.(xlsx|csv)$/i.test(file.name);

const isImportField = (field: string): field is ImportField =>
  (importFields as readonly string[]).includes(field);

/**
 * A field as the candidate form labels it (`candidates.fields.*`); a key the form has no label for
 * (a message on the whole row) gives null.
 */
export function importFieldLabel(t: TFunction, field: string): string | null {
  return isImportField(field) ? t(`candidates.fields.${field}`) : null;
}

/** A column as the recruiter reads it: its header, or "Column 3 (no header)" when it has none. */
export function columnName(t: TFunction, headers: readonly string[], index: number): string {
  const header = headers[index]?.trim();
  return header || t('candidates.candidate_import.mapping.untitled', { number: index + 1 });
}
