import { endpoints } from '@rp/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route';
import { createPayrollCache, runQuery, testConnection } from './payroll.service';
import { headcount, turnover } from './payroll-dashboards';

/**
 * *Added* (docs/api.md): the payroll-database actions of Settings (test a server, run a query) and
 * the two dashboard figures read from a client's payroll database (headcount, hired turnover).
 * One results cache per app (PAYROLL_CACHE_SECONDS).
 */
export async function serversRoutes(app: FastifyInstance) {
  const cache = createPayrollCache();
  route(app, endpoints.payroll.testConnection, ({ ctx, body }) => testConnection(ctx, body.id));
  route(app, endpoints.payroll.runQuery, ({ ctx, body }) => runQuery(ctx, cache, body));
  route(app, endpoints.dashboard.headcount, ({ ctx, body }) => headcount(ctx, cache, body));
  route(app, endpoints.dashboard.turnover, ({ ctx, body }) => turnover(ctx, cache, body));
}
