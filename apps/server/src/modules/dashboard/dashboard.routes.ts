import { endpoints } from '@rp/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route';
import { exportBoard } from './dashboard.report';
import {
  candidatesViables,
  companyAging,
  directPositionsTotal,
  directStatus,
  directStatusPage,
  directStatusTotal,
  directStatusWeeks,
  mainAdminSummary,
  targetsVsHires,
  totalByRegion,
  vacanciesByRecruiter,
} from './dashboard.service';

const api = endpoints.dashboard;

/**
 * The dashboard actions (docs/domain.md#dashboards): every signed-in user may ask, and
 * every figure counts only the caller's data scope. Headcount and turnover are the payroll
 * databases' work (another module).
 */
export async function dashboardRoutes(app: FastifyInstance) {
  route(app, api.totalByRegion, ({ ctx, body }) => totalByRegion(ctx, body));
  route(app, api.companyAging, ({ ctx, body }) => companyAging(ctx, body));
  route(app, api.vacanciesByRecruiter, ({ ctx, body }) => vacanciesByRecruiter(ctx, body));
  route(app, api.candidatesViables, ({ ctx, body }) => candidatesViables(ctx, body));
  route(app, api.mainAdminSummary, ({ ctx, body }) => mainAdminSummary(ctx, body));
  route(app, api.directStatus, ({ ctx, body }) => directStatus(ctx, body));
  route(app, api.directStatusWeeks, ({ ctx, body }) => directStatusWeeks(ctx, body));
  route(app, api.directStatusPage, ({ ctx, body }) => directStatusPage(ctx, body));
  route(app, api.directPositionsTotal, ({ ctx, body }) => directPositionsTotal(ctx, body));
  route(app, api.directStatusTotal, ({ ctx, body }) => directStatusTotal(ctx, body));
  route(app, api.targetsVsHires, ({ ctx, body }) => targetsVsHires(ctx, body));
  route(app, api.exportBoard, ({ ctx, body, reply }) => exportBoard(ctx, body, reply));
}
