import { endpoints } from '@rp/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import { readMultipart } from '../../lib/multipart';
import { route } from '../../lib/route';
import {
  checkImport,
  listImports,
  sendImportErrors,
  showImport,
  startImport,
  undoImport,
  uploadImport,
} from './candidate-import.service';
import { sheetReadDefaults } from './spreadsheet-read';

/** The candidate import's actions (docs/decisions.md "Candidate import"). */
export async function candidateImportRoutes(app: FastifyInstance) {
  const api = endpoints.candidateImports;
  // the file is read in memory (up to 50 MB, its own limit) and kept as its rows, never as a file
  route(app, api.upload, async ({ ctx, req }) => {
    const { file } = await readMultipart(req, sheetReadDefaults.maxBytes, ['file'], true);
    return uploadImport(ctx, file);
  });
  route(app, api.check, ({ ctx, params, body }) => checkImport(ctx, params.id, body));
  route(app, api.errors, ({ ctx, params, reply }) => sendImportErrors(ctx, params.id, reply));
  route(app, api.start, ({ ctx, params }) => startImport(ctx, params.id));
  route(app, api.list, ({ ctx, query }) => listImports(ctx, query));
  route(app, api.show, ({ ctx, params }) => showImport(ctx, params.id));
  route(app, api.undo, ({ ctx, params }) => undoImport(ctx, params.id));
}
