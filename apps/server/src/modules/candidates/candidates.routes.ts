import { endpoints } from '@rp/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import { readMultipart } from '../../lib/multipart';
import { route } from '../../lib/route';
import { searchCvs } from '../cv-search/cv-search.service';
import { applicationsHistory } from './candidates.service';
import { prefillFromCv } from './cv-prefill.service';

/** Custom actions of the candidates area, registered from the contract (docs/domain.md#api-conventions). */
export async function candidatesRoutes(app: FastifyInstance) {
  route(app, endpoints.candidates.applicationsHistory, ({ ctx, query }) =>
    applicationsHistory(ctx, query.candidate),
  );
  route(app, endpoints.candidates.cvSearch, ({ ctx, query }) => searchCvs(ctx, query));
  // public and rate limited per address; the file is read in memory and dropped (docs/domain.md#cv-prefill)
  route(app, endpoints.candidates.prefillFromCv, async ({ req }) => {
    const { file } = await readMultipart(req, app.config.uploadMaxBytes, ['file']);
    return prefillFromCv(file);
  });
}
