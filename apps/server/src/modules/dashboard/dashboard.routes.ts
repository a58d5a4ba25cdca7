import { endpoints } from '@rp/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import { sendKept } from '../../lib/kept-body';
import { checkResponse, route } from '../../lib/route';
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
  // every row of a period, kept between writes with its JSON (docs/decisions.md "A dashboard answer
  // kept between writes")
  route(app, api.directStatus, async ({ ctx, body, req, reply }) => {
    const rows = await directStatus(ctx, body);
    return sendKept(req, reply, rows, () => {
      if (app.config.checkResponses) checkResponse(api.directStatus, rows);
      return reply.serialize(rows);
    });
  });
  route(app, api.directStatusWeeks, ({ ctx, body }) => directStatusWeeks(ctx, body));
  route(app, api.directStatusPage, ({ ctx, body }) => directStatusPage(ctx, body));
  route(app, api.directPositionsTotal, ({ ctx, body }) => directPositionsTotal(ctx, body));
  route(app, api.directStatusTotal, ({ ctx, body }) => directStatusTotal(ctx, body));
  route(app, api.targetsVsHires, ({ ctx, body }) => targetsVsHires(ctx, body));
  route(app, api.exportBoard, ({ ctx, body, reply }) => exportBoard(ctx, body, reply));
}
