import { resourceAccess } from '../access';
import { defineEndpoint, pagedSchema } from '../endpoint';
import {
  candidateApplicationsQuery,
  candidateApplicationsResult,
  candidateSchema,
  cvPrefillSchema,
  cvSearchQuery,
  cvSearchRowSchema,
} from '../entities/index';

/** Custom actions of the candidates area (docs/domain.md#api-conventions). */
export const candidateEndpoints = {
  /** The candidate's requirement and vacancy assignments in the caller's scope, newest first. */
  applicationsHistory: defineEndpoint({
    method: 'GET',
    path: 'candidates/get_applications_history/',
    query: candidateApplicationsQuery,
    response: candidateApplicationsResult,
    access: resourceAccess.candidates.read,
    tag: 'candidates',
  }),
  /**
   * Candidates found by what their CVs and documents say (docs/decisions.md "CV search"), best match
   * first, each with where it matched; only files the caller may see count.
   */
  cvSearch: defineEndpoint({
    method: 'GET',
    path: 'candidates/cv_search/',
    query: cvSearchQuery,
    response: pagedSchema(cvSearchRowSchema),
    access: resourceAccess.candidates.read,
    tag: 'candidates',
  }),
  /** The candidate's photo: multipart field `photo` (or `file`); answers the candidate. */
  uploadPhoto: defineEndpoint({
    method: 'POST',
    path: 'candidates/:id/upload_photo/',
    multipart: true,
    response: candidateSchema,
    access: resourceAccess.candidates.write,
    tag: 'candidates',
  }),
  /**
   * What a CV (multipart `file`: PDF or DOCX; a DOC gives nothing) says for the candidate fields,
   * null where nothing valid was found (docs/domain.md#cv-prefill). Public — the application form
   * uses it — and nothing is stored; rate limited per address like the other public calls.
   */
  prefillFromCv: defineEndpoint({
    method: 'POST',
    path: 'candidates/prefill_from_cv/',
    multipart: true,
    response: cvPrefillSchema,
    access: 'public',
    tag: 'candidates',
    publicLimit: 'action',
  }),
};
