import { candidateImportAccess } from '../access';
import { defineEndpoint, fileResponse, pagedSchema } from '../endpoint';
import {
  importCheckBodySchema,
  importCheckSchema,
  importListQuery,
  importPreviewSchema,
  importStatusSchema,
} from '../entities/index';

/** The candidate import (docs/decisions.md "Candidate import"), in the order a recruiter uses it. */
export const candidateImportEndpoints = {
  /** Multipart `file` (xlsx or CSV): read, kept as rows, answered with a preview and a mapping. */
  upload: defineEndpoint({
    method: 'POST',
    path: 'candidate-imports/upload/',
    multipart: true,
    response: importPreviewSchema,
    access: candidateImportAccess.write,
    tag: 'candidate-imports',
  }),
  /** The dry run: every row checked with the mapping, nothing written to the candidates. */
  check: defineEndpoint({
    method: 'POST',
    path: 'candidate-imports/:id/check/',
    body: importCheckBodySchema,
    response: importCheckSchema,
    access: candidateImportAccess.write,
    tag: 'candidate-imports',
  }),
  /** The rows with problems as an xlsx: the uploaded columns and their errors, to fix and upload again. */
  errors: defineEndpoint({
    method: 'GET',
    path: 'candidate-imports/:id/errors/',
    response: fileResponse,
    access: candidateImportAccess.read,
    tag: 'candidate-imports',
  }),
  /** Imports the checked rows in the background (202); 409 unless checked and not started. */
  start: defineEndpoint({
    method: 'POST',
    path: 'candidate-imports/:id/start/',
    response: importStatusSchema,
    status: 202,
    access: candidateImportAccess.write,
    tag: 'candidate-imports',
  }),
  /** One import's progress. */
  show: defineEndpoint({
    method: 'GET',
    path: 'candidate-imports/:id/',
    response: importStatusSchema,
    access: candidateImportAccess.read,
    tag: 'candidate-imports',
  }),
  /** The imports, newest first (a non-superuser sees their own). */
  list: defineEndpoint({
    method: 'GET',
    path: 'candidate-imports/',
    query: importListQuery,
    response: pagedSchema(importStatusSchema),
    access: candidateImportAccess.read,
    tag: 'candidate-imports',
  }),
  /** Removes the candidates it created and restores the ones it updated; 409 once one is assigned. */
  undo: defineEndpoint({
    method: 'POST',
    path: 'candidate-imports/:id/undo/',
    response: importStatusSchema,
    access: candidateImportAccess.write,
    tag: 'candidate-imports',
  }),
};
