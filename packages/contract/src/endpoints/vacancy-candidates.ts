import type { z } from 'zod';
import { resourceAccess } from '../access';
import { defineEndpoint, fileResponse } from '../endpoint';
import {
  assignVacancyCandidateBody,
  closeCandidateBody,
  closeMassiveCandidateBody,
  closeMassiveCandidateResult,
  mergeApplicationBody,
  offerLetterQuery,
  saveDraftCandidateBody,
  separateApplicationBody,
  summaryStatusResult,
  updateCandidateStageBody,
  updateIntegrationBody,
  updateRequireMedicalBody,
  updateVacancyMedicalServiceBody,
  uploadVacancyCandidateDocumentFields,
  vacancyApplicationsResult,
  vacancyCandidateSchema,
  vacancyDocumentSchema,
  vacancySummaryStatusQuery,
} from '../entities/index';
import { type VacancyCandidateAction, vacancyCandidatePermissions } from '../permissions';

const candidates = resourceAccess['vacancy-candidates'];

const permissionOf = vacancyCandidatePermissions;

/**
 * An action on one candidate of a vacancy, answering that row (read shape); it needs the permission
 * of `permission` (the action's own name unless several actions share one).
 */
const action = <N extends string, B extends z.ZodType>(
  name: N,
  body: B,
  permission: VacancyCandidateAction,
  status: 200 | 201 = 200,
) =>
  defineEndpoint({
    method: 'POST',
    path: `vacancy-candidates/${name}/`,
    body,
    response: vacancyCandidateSchema,
    status,
    access: candidates.write,
    permission: permissionOf[permission],
    tag: 'vacancy-candidates',
  });

/**
 * Candidates of a vacancy (docs/domain.md#requirement-candidate-and-vacancy-candidate-the-follow-up): assignment, drafts,
 * working stages, closing (the direct process's rules), medical service and integration. Each
 * action also needs its permission (`vacancyCandidatePermissions`), checked by the route.
 */
export const vacancyCandidateEndpoints = {
  /** The resource's create: the same as `saveDraftCandidate`. */
  create: defineEndpoint({
    method: 'POST',
    path: 'vacancy-candidates/',
    body: saveDraftCandidateBody,
    response: vacancyCandidateSchema,
    status: 201,
    access: candidates.write,
    permission: permissionOf.save_draft_candidate,
    tag: 'vacancy-candidates',
  }),
  /** A candidate of the database to the vacancy (Pending); a draft of the pair becomes real. */
  assignCandidate: action('assign_candidate', assignVacancyCandidateBody, 'assign_candidate', 201),
  /** The pair kept as a draft with the details typed so far (not counted). */
  saveDraftCandidate: action('save_draft_candidate', saveDraftCandidateBody, 'save_draft_candidate', 201),
  /** The working stage, with a comment kept in the candidate's history. */
  updateCandidateStatus: action(
    'update_candidate_status',
    updateCandidateStageBody,
    'update_candidate_status',
  ),
  /** Accepted, Rejected (reason), Hired (employee number; the medical gate applies) or NotAttend. */
  closeCandidate: action('close_candidate', closeCandidateBody, 'close_candidate'),
  /**
   * Several candidates at once (`{ids, status, reject_reason?, follow_up?}` → `{updated: N}`), with
   * the single close's rules for each: all or nothing (409 naming the candidate refused); hiring is
   * one by one (400), as in the direct process's `close_massive_candidate/`.
   */
  closeMassiveCandidate: defineEndpoint({
    method: 'POST',
    path: 'vacancy-candidates/close_massive_candidate/',
    body: closeMassiveCandidateBody,
    response: closeMassiveCandidateResult,
    access: candidates.write,
    permission: permissionOf.close_massive_candidate,
    tag: 'vacancy-candidates',
  }),
  /** Whether the medical exam is required before hiring. */
  updateRequireMedical: action('update_require_medical', updateRequireMedicalBody, 'update_require_medical'),
  /** The medical result, notes, who and when (the medical service). */
  updateMedicalService: action(
    'update_medical_service',
    updateVacancyMedicalServiceBody,
    'update_medical_service',
  ),
  /** The integration date and notes of a hired person (*added*). */
  updateIntegration: action('update_integration', updateIntegrationBody, 'update_integration'),
  /** A document about the candidate in this vacancy (multipart `file`, `id`, `notes`): the stored document row. */
  uploadDocuments: defineEndpoint({
    method: 'POST',
    path: 'vacancy-candidates/upload_documents/',
    multipart: true,
    body: uploadVacancyCandidateDocumentFields,
    response: vacancyDocumentSchema,
    status: 201,
    access: candidates.write,
    permission: permissionOf.upload_documents,
    tag: 'vacancy-candidates',
  }),
  /** The offer letter PDF from the offer fields, in the chosen language (inline, `<code>-offer.pdf`). */
  offerLetter: defineEndpoint({
    method: 'GET',
    path: 'vacancy-candidates/:id/offer_letter/',
    query: offerLetterQuery,
    response: fileResponse,
    access: candidates.read,
    tag: 'vacancy-candidates',
  }),
  /** Counts per follow-up status of a vacancy's candidates (drafts left out). */
  summaryStatus: defineEndpoint({
    method: 'GET',
    path: 'vacancy-candidates/get_summary_status/',
    query: vacancySummaryStatusQuery,
    response: summaryStatusResult,
    access: candidates.read,
    tag: 'vacancy-candidates',
  }),
  /**
   * The public applications that arrived with this vacancy candidate and matched a known candidate
   * (docs/decisions.md 'Public applications never write to a known candidate'), newest first: what
   * was typed beside the candidate's current values, the CV and how each was resolved.
   */
  applications: defineEndpoint({
    method: 'GET',
    path: 'vacancy-candidates/:id/applications/',
    response: vacancyApplicationsResult,
    access: candidates.read,
    tag: 'vacancy-candidates',
  }),
  /** A pending application merged into the matched candidate: the chosen typed values and the CV. */
  mergeApplication: action('merge_application', mergeApplicationBody, 'review_application'),
  /** A pending application kept apart: a new candidate from it, who takes the draft's place. */
  separateApplication: action('separate_application', separateApplicationBody, 'review_application'),
};
