import { endpoints } from '@rp/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route';
import { applicationsHistory } from './candidates.service';

/** Custom actions of the candidates area, registered from the contract (docs/domain.md#api-conventions). */
export async function candidatesRoutes(app: FastifyInstance) {
  route(app, endpoints.candidates.applicationsHistory, ({ ctx, query }) =>
    applicationsHistory(ctx, query.candidate),
  );
}
