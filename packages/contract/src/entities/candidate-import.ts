import { z } from 'zod';
import { importFields } from '../rules/candidate-import';
import { idSchema, queryInt, timestampSchema } from './common';

/**
 * The candidate import (docs/decisions.md "Candidate import"): a spreadsheet uploaded, previewed and
 * mapped to candidate fields, checked row by row (dry run), imported in the background, undone.
 */

export const importFieldSchema = z.enum(importFields);
/** One entry per column of the file: the candidate field it feeds, or null to ignore it. */
export const importMappingSchema = z.array(importFieldSchema.nullable()).max(100);

export const importStatuses = ['uploaded', 'checked', 'importing', 'done', 'undone', 'failed'] as const;
export type ImportStatusValue = (typeof importStatuses)[number];
export const importDuplicateModes = ['update', 'skip'] as const;
export const importRowActions = ['new', 'update', 'unchanged', 'skip', 'error', 'empty'] as const;
export type ImportRowAction = (typeof importRowActions)[number];

/** The most rows a preview shows. */
export const importPreviewRows = 10;
/** The most problem rows a check answers (all of them are in the errors file). */
export const importProblemRows = 100;

/** POST candidate-imports/upload/: what the file holds and the mapping proposed for it. */
export const importPreviewSchema = z.object({
  id: idSchema,
  file_name: z.string(),
  format: z.enum(['xlsx', 'csv']),
  /** A CSV's encoding (`utf-8`, `windows-1252`); null for an xlsx. */
  encoding: z.string().nullable(),
  /** A CSV's delimiter (`,` `;` tab); null for an xlsx. */
  delimiter: z.string().nullable(),
  headers: z.array(z.string()),
  /** The first data rows, one cell per header. */
  preview: z.array(z.array(z.string())),
  total_rows: z.number().int(),
  /** Empty rows between data rows, left out. */
  skipped_empty_rows: z.number().int(),
  mapping: importMappingSchema,
  /** The mapping is the one last used for a file with the same headers (else guessed). */
  remembered: z.boolean(),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

/** POST candidate-imports/:id/check/ body. */
export const importCheckBodySchema = z.object({
  /** Exactly one entry per header of the upload (else 400 on `mapping`). */
  mapping: importMappingSchema,
  /** A row that matches an existing candidate: update it with the row's values, or leave it. */
  duplicates: z.enum(importDuplicateModes),
  /** The category of rows that name none. */
  default_category: idSchema.nullish(),
});
export type ImportCheckBody = z.infer<typeof importCheckBodySchema>;

export const importCountsSchema = z.object({
  rows: z.number().int(),
  new: z.number().int(),
  update: z.number().int(),
  unchanged: z.number().int(),
  skip: z.number().int(),
  errors: z.number().int(),
  empty: z.number().int(),
});
export type ImportCounts = z.infer<typeof importCountsSchema>;

export const importProblemSchema = z.object({
  /** The row's number in the spreadsheet (the header row is 1). */
  row: z.number().int(),
  cells: z.array(z.string()),
  /** Field (or `non_field_errors`) → messages in the caller's language. */
  messages: z.record(z.string(), z.array(z.string())),
});
export type ImportProblem = z.infer<typeof importProblemSchema>;

/** The dry run's answer: what importing would do, and the first problem rows. */
export const importCheckSchema = z.object({
  id: idSchema,
  counts: importCountsSchema,
  problems: z.array(importProblemSchema),
});
export type ImportCheck = z.infer<typeof importCheckSchema>;

/** An import as its history and progress show it. */
export const importStatusSchema = z.object({
  id: idSchema,
  status: z.enum(importStatuses),
  file_name: z.string(),
  /** Null until checked. */
  counts: importCountsSchema.nullable(),
  done_rows: z.number().int(),
  total_rows: z.number().int(),
  user: z.number().int().nullable(),
  user_name: z.string().nullable(),
  created_at: timestampSchema,
  finished_at: timestampSchema.nullable(),
  undone_at: timestampSchema.nullable(),
  /** Done, not undone, and none of its new candidates assigned yet. */
  can_undo: z.boolean(),
});
export type ImportStatus = z.infer<typeof importStatusSchema>;

export const importListQuery = z.object({
  page: queryInt(z.number().int().min(1).max(10_000)).optional(),
  page_size: queryInt(z.number().int().min(1).max(100)).optional(),
});
