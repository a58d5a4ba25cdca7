import { type ImportField, importFields } from '@rp/contract/rules/candidate-import';

import type { TFunction } from 'i18next';

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
