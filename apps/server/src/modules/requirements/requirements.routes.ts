import { endpoints } from '@rp/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../../context';
import { route } from '../../lib/route';
import { showRow } from '../../resources/service';
import {
  assignCandidate,
  assignFromStatus,
  closeCandidate,
  closeMassiveCandidate,
  deleteAssignment,
  notAttendFromAccepted,
  updateMedicalService,
} from './requirement-candidates.service';
import { requirementsResources } from './requirements.resources';
import { approveRequirement, cancelRequirement, closeRequirement } from './requirements.service';
import { weeklySummaryWorkbook } from './weekly-summary-export';
import { checkPendings, filterValues, summaryStatus, weeklySummary } from './weekly-views';

/** The rows as the resources read them: their contract's read shapes (responses are checked against them in tests). */
const showRequirement = (ctx: Ctx, id: number) =>
  showRow(requirementsResources(ctx.config).requeriments, ctx, id);
const showAssignment = (ctx: Ctx, id: number) =>
  showRow(requirementsResources(ctx.config)['requeriment-candidates'], ctx, id);
const api = endpoints.requirements;

/** The direct process's actions, registered from the contract (docs/api.md, docs/domain.md#statuses-and-transitions). */
export async function requirementsRoutes(app: FastifyInstance) {
  // --- requirement status actions: each answers the requirement as read ---------------------------
  route(app, api.approve, async ({ ctx, body }) => {
    await approveRequirement(ctx, body.id);
    return showRequirement(ctx, body.id);
  });
  route(app, api.close, async ({ ctx, body }) => {
    await closeRequirement(ctx, body.id);
    return showRequirement(ctx, body.id);
  });
  route(app, api.cancel, async ({ ctx, body }) => {
    await cancelRequirement(ctx, body);
    return showRequirement(ctx, body.id);
  });

  // --- weekly views -----------------------------------------------------------------------------
  route(app, api.weeklySummary, ({ ctx, query }) => weeklySummary(ctx, query));
  route(app, api.exportSummary, async ({ ctx, query, reply }) => {
    const { filename, buffer } = await weeklySummaryWorkbook(ctx, query);
    return reply
      .header('Content-Disposition', `attachment; filename="${filename}"`)
      .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .send(buffer);
  });
  route(app, api.summaryStatus, ({ ctx, query }) => summaryStatus(ctx, query));
  route(app, api.filters, ({ ctx }) => filterValues(ctx));
  route(app, api.checkPendings, ({ ctx, query }) => checkPendings(ctx, query.company));

  // --- follow-up actions ------------------------------------------------------------------------
  // Each needs the follow-up pages' access, then its own permission (declared with its endpoint and
  // checked by route()), both before any input is read (a 403 comes before a 400).

  route(app, api.create, async ({ ctx, body }) => showAssignment(ctx, await assignCandidate(ctx, body)));
  route(app, api.assignCandidate, async ({ ctx, body }) =>
    showAssignment(ctx, await assignCandidate(ctx, body)),
  );
  route(app, api.assignFromStatus, async ({ ctx, body }) =>
    showAssignment(ctx, await assignFromStatus(ctx, body)),
  );
  route(app, api.closeCandidate, async ({ ctx, body }) => {
    await closeCandidate(ctx, body);
    return showAssignment(ctx, body.id);
  });
  route(app, api.closeMassiveCandidate, ({ ctx, body }) => closeMassiveCandidate(ctx, body));
  route(app, api.notAttendFromAccepted, async ({ ctx, body }) => {
    await notAttendFromAccepted(ctx, body.id);
    return showAssignment(ctx, body.id);
  });
  route(app, api.updateMedicalService, async ({ ctx, body }) => {
    await updateMedicalService(ctx, body);
    return showAssignment(ctx, body.id);
  });
  route(app, api.deleteCandidate, async ({ ctx, body }) => {
    await deleteAssignment(ctx, body.id);
    return null;
  });
}
