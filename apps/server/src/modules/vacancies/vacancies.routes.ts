import { endpoints } from '@rp/contract/endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Ctx } from '../../context';
import { readMultipart } from '../../lib/multipart';
import { route } from '../../lib/route';
import { parseInput } from '../../lib/validate';
import { showRow } from '../../resources/service';
import { offerLetter } from './offer-letter';
import { applyToVacancy, publicVacancies } from './public-application.service';
import { techResourceOf, techResourceSettings } from './tech-resources.service';
import { vacancyReport } from './vacancies.report';
import { vacancyCandidateResource, vacancyDocumentResource, vacancyResource } from './vacancies.resources';
import { cancelVacancy, closeVacancy, notifySingleApproval, sendForApproval } from './vacancies.service';
import {
  mergeApplication,
  separateApplication,
  vacancyCandidateApplications,
} from './vacancy-applications.service';
import { approveByKey, declineByKey, vacancyFromKey } from './vacancy-approval-answers';
import { uploadVacancyCandidateDocument } from './vacancy-candidate-documents';
import {
  assignVacancyCandidate,
  closeMassiveVacancyCandidates,
  closeVacancyCandidate,
  saveDraftCandidate,
  updateCandidateStage,
  updateIntegration,
  updateRequireMedical,
  updateVacancyMedicalService,
  vacancySummaryStatus,
} from './vacancy-candidates.service';
import { distinctPositions, vacancyDashboard, vacancyTimeline } from './vacancy-read';

/** The vacancy as the resource reads it (its contract's read shape; responses are checked in tests). */
const showVacancy = (ctx: Ctx, id: number) => showRow(vacancyResource, ctx, id);
const api = endpoints.vacancies;

/** A vacancy candidate as the resource reads it. */
const showCandidate = (ctx: Ctx, id: number) => showRow(vacancyCandidateResource, ctx, id);

/** A vacancy document as the resource reads it. */
const showDocument = (ctx: Ctx, id: number) => showRow(vacancyDocumentResource, ctx, id);

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

  // --- the public application pages (no account; rate limited per address) ---------------------
  route(app, api.publicList, ({ req, body }) => publicVacancies(publicCtx(req), body));
  route(app, api.apply, async ({ req }) => {
    const { fields, file } = await readMultipart(req, app.config.uploadMaxBytes, ['file']);
    const parsed = parseInput(api.apply.body, fields);
    return applyToVacancy({ ...publicCtx(req), storage: app.storage }, parsed, file);
  });

  route(app, api.techSettings, ({ ctx }) => techResourceSettings(ctx));
  route(app, api.techResource, ({ ctx, query }) => techResourceOf(ctx, query.vacancy));

  // --- candidates of a vacancy ------------------------------------------------------------------
  // Each needs the candidates pages' access, then its own permission (declared with its endpoint and
  // checked by route()), both before any input is read (a 403 comes before a 400).
  const vc = endpoints.vacancyCandidates;
  route(app, vc.create, async ({ ctx, body }) => showCandidate(ctx, await saveDraftCandidate(ctx, body)));
  route(app, vc.saveDraftCandidate, async ({ ctx, body }) =>
    showCandidate(ctx, await saveDraftCandidate(ctx, body)),
  );
  route(app, vc.assignCandidate, async ({ ctx, body }) =>
    showCandidate(ctx, await assignVacancyCandidate(ctx, body)),
  );
  route(app, vc.updateCandidateStatus, async ({ ctx, body }) => {
    await updateCandidateStage(ctx, body);
    return showCandidate(ctx, body.id);
  });
  route(app, vc.closeCandidate, async ({ ctx, body }) => {
    await closeVacancyCandidate(ctx, body);
    return showCandidate(ctx, body.id);
  });
  route(app, vc.closeMassiveCandidate, ({ ctx, body }) => closeMassiveVacancyCandidates(ctx, body));
  route(app, vc.updateRequireMedical, async ({ ctx, body }) => {
    await updateRequireMedical(ctx, body);
    return showCandidate(ctx, body.id);
  });
  route(app, vc.updateMedicalService, async ({ ctx, body }) => {
    await updateVacancyMedicalService(ctx, body);
    return showCandidate(ctx, body.id);
  });
  route(app, vc.updateIntegration, async ({ ctx, body }) => {
    await updateIntegration(ctx, body);
    return showCandidate(ctx, body.id);
  });
  route(app, vc.uploadDocuments, async ({ ctx, req }) => {
    const { fields, file } = await readMultipart(req, app.config.uploadMaxBytes, ['file']);
    const parsed = parseInput(vc.uploadDocuments.body, fields);
    const id = await uploadVacancyCandidateDocument({ ...ctx, storage: app.storage }, parsed, file);
    return showDocument(ctx, id);
  });
  route(app, vc.applications, ({ ctx, params }) => vacancyCandidateApplications(ctx, params.id));
  route(app, vc.mergeApplication, async ({ ctx, body }) =>
    showCandidate(ctx, await mergeApplication(ctx, body)),
  );
  route(app, vc.separateApplication, async ({ ctx, body }) =>
    showCandidate(ctx, await separateApplication(ctx, body)),
  );
  route(app, vc.summaryStatus, ({ ctx, query }) => vacancySummaryStatus(ctx, query.vacancy));
  route(app, vc.offerLetter, async ({ ctx, params, query, reply }) =>
    offerLetter(ctx, await showCandidate(ctx, params.id), query.lang, reply),
  );
}
