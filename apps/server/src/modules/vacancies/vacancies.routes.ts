import type { ResourceRow } from '@rp/contract';
import { endpoints } from '@rp/contract/endpoints';
import type { resources } from '@rp/contract/resources';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Ctx } from '../../context';
import { route } from '../../lib/route';
import { showRow } from '../../resources/service';
import type { ResourceDef } from '../../resources/types';
import { techResourceOf, techResourceSettings } from './tech-resources.service';
import { vacancyReport } from './vacancies.report';
import { vacanciesResources } from './vacancies.resources';
import {
  approveByKey,
  cancelVacancy,
  closeVacancy,
  declineByKey,
  distinctPositions,
  notifySingleApproval,
  sendForApproval,
  vacancyDashboard,
  vacancyFromKey,
  vacancyTimeline,
} from './vacancies.service';

const vacancyDef = vacanciesResources.find((d) => d.path === 'vacancies') as ResourceDef;
/** The vacancy as the resource reads it (its contract's read shape; responses are checked in tests). */
const showVacancy = (ctx: Ctx, id: number) =>
  showRow(vacancyDef, ctx, id) as Promise<ResourceRow<typeof resources.vacancies>>;
const api = endpoints.vacancies;

/** The administrative process's actions, registered from the contract (docs/domain.md#vacancy-status-and-stage). */
export async function vacanciesRoutes(app: FastifyInstance) {
  const publicCtx = (req: FastifyRequest) => ({ db: app.database.db, lang: req.lang, config: app.config });

  route(app, api.sendEmails, async ({ ctx, body }) => {
    await sendForApproval(ctx, body.id);
    return showVacancy(ctx, body.id);
  });
  route(app, api.cancel, async ({ ctx, body }) => {
    await cancelVacancy(ctx, body);
    return showVacancy(ctx, body.id);
  });
  route(app, api.close, async ({ ctx, body }) => {
    await closeVacancy(ctx, body.id);
    return showVacancy(ctx, body.id);
  });
  route(app, api.notifySingleApproval, ({ ctx, body }) => notifySingleApproval(ctx, body.id));

  route(app, api.fromKey, ({ req, body }) => vacancyFromKey(publicCtx(req), body.key));
  route(app, api.approve, ({ req, body }) => approveByKey(publicCtx(req), body));
  route(app, api.decline, ({ req, body }) => declineByKey(publicCtx(req), body));

  route(app, api.timeline, ({ ctx, body }) => vacancyTimeline(ctx, body.id));
  route(app, api.dashboard, ({ ctx, body }) => vacancyDashboard(ctx, body));
  route(app, api.distinctPositions, ({ ctx, query }) => distinctPositions(ctx, query));
  route(app, api.report, ({ ctx, params, reply }) => vacancyReport(ctx, params.id, reply));

  route(app, api.techSettings, ({ ctx }) => techResourceSettings(ctx));
  route(app, api.techResource, ({ ctx, query }) => techResourceOf(ctx, query.vacancy));
}
