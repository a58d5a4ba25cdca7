import { z } from 'zod';
import { resourceAccess } from '../access';
import { defineEndpoint, emptyResponse, fileResponse } from '../endpoint';
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
  requirementCandidateSchema,
  requirementFiltersQuery,
  requirementFiltersResult,
  requirementIdBody,
  requirementSchema,
  summaryStatusResult,
  updateMedicalServiceBody,
  weeklySummaryQuery,
  weeklySummaryRow,
} from '../entities/index';
import { type RequirementCandidateAction, requirementCandidatePermissions } from '../permissions';

const requirements = { read: resourceAccess.requeriments.read, write: resourceAccess.requeriments.write };
/** The follow-up actions also need their permission (docs/domain.md#statuses-and-transitions), checked by the route. */
const followUp = resourceAccess['requeriment-candidates'].write;
const permissionOf = requirementCandidatePermissions;

/** A requirement status action: `{id, …}` in, the requirement (read shape, with its positions) out. */
const statusAction = <N extends string, B extends z.ZodType>(name: N, body: B) =>
  defineEndpoint({
    method: 'POST',
    path: `requeriments/${name}/`,
    body,
    response: requirementSchema,
    access: requirements.write,
    tag: 'requeriments',
  });

/** A follow-up action answering the assignment it created or changed (read shape). */
const followUpAction = <N extends RequirementCandidateAction, B extends z.ZodType>(
  name: N,
  body: B,
  status: 200 | 201 = 200,
) =>
  defineEndpoint({
    method: 'POST',
    path: `requeriment-candidates/${name}/`,
    body,
    response: requirementCandidateSchema,
    status,
    access: followUp,
    permission: permissionOf[name],
    tag: 'requeriment-candidates',
  });

/**
 * Custom actions of the direct process (docs/domain.md#statuses-and-transitions): the requirement's
 * status actions, the weekly views, the PDF report and the follow-up actions on assignments.
 */
export const requirementEndpoints = {
  /** New → Approved. */
  approve: statusAction('approve_requeriment', requirementIdBody),
  /** → Closed (409 while assignments are open). */
  close: statusAction('close_requeriment', requirementIdBody),
  /** → Cancel with a reason; open assignments end. */
  cancel: statusAction('cancel_requeriment', cancelRequirementBody),

  /** One row per company and week (docs/domain.md#counters-and-formulas). */
  weeklySummary: defineEndpoint({
    method: 'GET',
    path: 'requeriments/get_weekly_summary/',
    query: weeklySummaryQuery,
    response: z.array(weeklySummaryRow),
    access: requirements.read,
    tag: 'requeriments',
  }),
  /** The weekly summary as xlsx, with the same filters. */
  exportSummary: defineEndpoint({
    method: 'GET',
    path: 'requeriments/export_summary/',
    query: weeklySummaryQuery,
    response: fileResponse,
    access: requirements.read,
    tag: 'requeriments',
  }),
  /** Assignments per follow-up status over the filtered requirements. */
  summaryStatus: defineEndpoint({
    method: 'GET',
    path: 'requeriments/get_summary_status/',
    query: requirementFiltersQuery,
    response: summaryStatusResult,
    access: requirements.read,
    tag: 'requeriments',
  }),
  /** The years, weeks, companies, sites and statuses present in what the user sees. */
  filters: defineEndpoint({
    method: 'GET',
    path: 'requeriments/get_filters/',
    response: requirementFiltersResult,
    access: requirements.read,
    tag: 'requeriments',
  }),
  /** The company's live requirements that still have open positions. */
  checkPendings: defineEndpoint({
    method: 'GET',
    path: 'requeriments/check_pendings/',
    query: checkPendingsQuery,
    response: checkPendingsResult,
    access: requirements.read,
    tag: 'requeriments',
  }),
  /** The requirement's PDF report in the caller's language (inline, `<code>.pdf`). */
  report: defineEndpoint({
    method: 'GET',
    path: 'requeriments/:id/report/',
    response: fileResponse,
    access: requirements.read,
    tag: 'requeriments',
  }),

  /** The resource's create: the same as `assignCandidate`. */
  create: defineEndpoint({
    method: 'POST',
    path: 'requeriment-candidates/',
    body: assignCandidateBody,
    response: requirementCandidateSchema,
    status: 201,
    access: followUp,
    permission: permissionOf.assign_candidate,
    tag: 'requeriment-candidates',
  }),
  /** A candidate to a requirement item with an interview appointment (Pending). */
  assignCandidate: followUpAction('assign_candidate', assignCandidateBody, 201),
  /** The candidate of a finished assignment to another item, as a new assignment. */
  assignFromStatus: followUpAction('assign_from_status', assignFromStatusBody, 201),
  /** One assignment to Accepted, Rejected, Hired or NotAttend (the medical gate applies to hiring). */
  closeCandidate: followUpAction('close_candidate', closeCandidateBody),
  /** Several assignments to one status, all or nothing. */
  closeMassiveCandidate: defineEndpoint({
    method: 'POST',
    path: 'requeriment-candidates/close_massive_candidate/',
    body: closeMassiveCandidateBody,
    response: closeMassiveCandidateResult,
    access: followUp,
    permission: permissionOf.close_massive_candidate,
    tag: 'requeriment-candidates',
  }),
  /** An accepted candidate who did not come to be hired. */
  notAttendFromAccepted: followUpAction('not_attend_from_accepted', requirementCandidateIdBody),
  /** The medical service of one assignment. */
  updateMedicalService: followUpAction('update_medical_service', updateMedicalServiceBody),
  /** Removes an assignment still in progress. */
  deleteCandidate: defineEndpoint({
    method: 'POST',
    path: 'requeriment-candidates/delete_candidate/',
    body: requirementCandidateIdBody,
    response: emptyResponse,
    status: 204,
    access: followUp,
    permission: permissionOf.delete_candidate,
    tag: 'requeriment-candidates',
  }),
};
