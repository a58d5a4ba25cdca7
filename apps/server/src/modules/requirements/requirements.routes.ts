import { type RequirementCandidateAction, resourceAccess, translate } from '@rp/contract';
import {
  assignCandidateBody,
  assignFromStatusBody,
  cancelRequirementBody,
  checkPendingsQuery,
  checkPendingsResult,
  closeCandidateBody,
  closeMassiveCandidateBody,
  closeMassiveCandidateResult,
  requirementCandidateIdBody,
  requirementFiltersQuery,
  requirementFiltersResult,
  requirementIdBody,
  summaryStatusResult,
  updateMedicalServiceBody,
  weeklySummaryQuery,
  weeklySummaryRow,
} from '@rp/contract/entities';
import { weeklySummaryColumns } from '@rp/contract/rules/summary';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { assertCandidateAction } from '../../lib/permissions';
import { parseInput } from '../../lib/validate';
import { showRow } from '../../resources/service';
import type { ResourceDef } from '../../resources/types';
import { requirementsResources } from './requirements.resources';
import {
  approveRequirement,
  assignCandidate,
  assignFromStatus,
  cancelRequirement,
  checkPendings,
  closeCandidate,
  closeMassiveCandidate,
  closeRequirement,
  deleteAssignment,
  filterValues,
  notAttendFromAccepted,
  summaryStatus,
  updateMedicalService,
  weeklySummary,
} from './requirements.service';

const def = (path: string) => requirementsResources.find((d) => d.path === path) as ResourceDef;
const requirementDef = def('requeriments');
const candidateDef = def('requeriment-candidates');
const reqAccess = resourceAccess.requeriments;
const rcAccess = resourceAccess['requeriment-candidates'];

/** The direct process's actions (docs/api.md, docs/domain.md#statuses-and-transitions). */
export async function requirementsRoutes(app: FastifyInstance) {
  const reqTags = ['requeriments'];
  const rcTags = ['requeriment-candidates'];

  // --- requirement status actions -------------------------------------------------------------
  const statusAction = (
    name: string,
    run: (ctx: Parameters<typeof approveRequirement>[0], body: unknown) => Promise<number>,
  ) =>
    app.post(`/api/requeriments/${name}/`, { schema: { tags: reqTags } }, async (req) => {
      const ctx = await app.ctxFor(req, reqAccess.write);
      const id = await run(ctx, req.body);
      return showRow(requirementDef, ctx, id);
    });
  statusAction('approve_requeriment', async (ctx, body) => {
    const { id } = parseInput(requirementIdBody, body);
    await approveRequirement(ctx, id);
    return id;
  });
  statusAction('close_requeriment', async (ctx, body) => {
    const { id } = parseInput(requirementIdBody, body);
    await closeRequirement(ctx, id);
    return id;
  });
  statusAction('cancel_requeriment', async (ctx, body) => {
    const input = parseInput(cancelRequirementBody, body);
    await cancelRequirement(ctx, input);
    return input.id;
  });

  // --- weekly views -----------------------------------------------------------------------------
  app.get(
    '/api/requeriments/get_weekly_summary/',
    { schema: { tags: reqTags, response: { 200: z.array(weeklySummaryRow) } } },
    async (req) => {
      const ctx = await app.ctxFor(req, reqAccess.read);
      return weeklySummary(ctx, parseInput(weeklySummaryQuery, req.query));
    },
  );
  app.get('/api/requeriments/export_summary/', { schema: { tags: reqTags } }, async (req, reply) => {
    const ctx = await app.ctxFor(req, reqAccess.read);
    const query = parseInput(weeklySummaryQuery, req.query);
    const rows = await weeklySummary(ctx, query);
    const label = (key: string) => translate(ctx.lang, `reports.${key}`);
    const columns = weeklySummaryColumns;
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet(label('summary_sheet'));
    sheet.columns = columns.map((key) => ({
      header: label(key),
      key,
      width: key === 'company_name' ? 36 : 14,
    }));
    sheet.getRow(1).font = { bold: true };
    for (const row of rows) sheet.addRow(row);
    const file = `weekly-summary-${query.year}${query.week ? `-w${query.week}` : ''}.xlsx`;
    const buffer = await book.xlsx.writeBuffer();
    return reply
      .header('Content-Disposition', `attachment; filename="${file}"`)
      .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .send(Buffer.from(buffer));
  });
  app.get(
    '/api/requeriments/get_summary_status/',
    { schema: { tags: reqTags, response: { 200: summaryStatusResult } } },
    async (req) => {
      const ctx = await app.ctxFor(req, reqAccess.read);
      return summaryStatus(ctx, parseInput(requirementFiltersQuery, req.query));
    },
  );
  app.get(
    '/api/requeriments/get_filters/',
    { schema: { tags: reqTags, response: { 200: requirementFiltersResult } } },
    async (req) => filterValues(await app.ctxFor(req, reqAccess.read)),
  );
  app.get(
    '/api/requeriments/check_pendings/',
    { schema: { tags: reqTags, response: { 200: checkPendingsResult } } },
    async (req) => {
      const ctx = await app.ctxFor(req, reqAccess.read);
      return checkPendings(ctx, parseInput(checkPendingsQuery, req.query).company);
    },
  );

  // --- follow-up actions ------------------------------------------------------------------------
  /** The follow-up pages' access, then the action's permission (403 before any input is read). */
  const actionCtx = async (req: Parameters<typeof app.ctxFor>[0], action: RequirementCandidateAction) => {
    const ctx = await app.ctxFor(req, rcAccess.write);
    assertCandidateAction(ctx.actor, action);
    return ctx;
  };
  const assign = async (req: Parameters<typeof app.ctxFor>[0], reply: { status: (n: number) => unknown }) => {
    const ctx = await actionCtx(req, 'assign_candidate');
    const id = await assignCandidate(ctx, parseInput(assignCandidateBody, req.body));
    reply.status(201);
    return showRow(candidateDef, ctx, id);
  };
  app.post('/api/requeriment-candidates/', { schema: { tags: rcTags } }, assign);
  app.post('/api/requeriment-candidates/assign_candidate/', { schema: { tags: rcTags } }, assign);
  app.post(
    '/api/requeriment-candidates/assign_from_status/',
    { schema: { tags: rcTags } },
    async (req, reply) => {
      const ctx = await actionCtx(req, 'assign_from_status');
      const id = await assignFromStatus(ctx, parseInput(assignFromStatusBody, req.body));
      reply.status(201);
      return showRow(candidateDef, ctx, id);
    },
  );
  app.post('/api/requeriment-candidates/close_candidate/', { schema: { tags: rcTags } }, async (req) => {
    const ctx = await actionCtx(req, 'close_candidate');
    const body = parseInput(closeCandidateBody, req.body);
    await closeCandidate(ctx, body);
    return showRow(candidateDef, ctx, body.id);
  });
  app.post(
    '/api/requeriment-candidates/close_massive_candidate/',
    { schema: { tags: rcTags, response: { 200: closeMassiveCandidateResult } } },
    async (req) => {
      const ctx = await actionCtx(req, 'close_massive_candidate');
      return closeMassiveCandidate(ctx, parseInput(closeMassiveCandidateBody, req.body));
    },
  );
  app.post(
    '/api/requeriment-candidates/not_attend_from_accepted/',
    { schema: { tags: rcTags } },
    async (req) => {
      const ctx = await actionCtx(req, 'not_attend_from_accepted');
      const { id } = parseInput(requirementCandidateIdBody, req.body);
      await notAttendFromAccepted(ctx, id);
      return showRow(candidateDef, ctx, id);
    },
  );
  app.post(
    '/api/requeriment-candidates/update_medical_service/',
    { schema: { tags: rcTags } },
    async (req) => {
      const ctx = await actionCtx(req, 'update_medical_service');
      const body = parseInput(updateMedicalServiceBody, req.body);
      await updateMedicalService(ctx, body);
      return showRow(candidateDef, ctx, body.id);
    },
  );
  app.post(
    '/api/requeriment-candidates/delete_candidate/',
    { schema: { tags: rcTags } },
    async (req, reply) => {
      const ctx = await actionCtx(req, 'delete_candidate');
      await deleteAssignment(ctx, parseInput(requirementCandidateIdBody, req.body).id);
      return reply.status(204).send();
    },
  );
}
