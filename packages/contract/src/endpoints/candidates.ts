import { resourceAccess } from '../access';
import { defineEndpoint } from '../endpoint';
import { candidateApplicationsQuery, candidateApplicationsResult, candidateSchema } from '../entities/index';

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
  /** The candidate's photo: multipart field `photo` (or `file`); answers the candidate. */
  uploadPhoto: defineEndpoint({
    method: 'POST',
    path: 'candidates/:id/upload_photo/',
    multipart: true,
    response: candidateSchema,
    access: resourceAccess.candidates.write,
    tag: 'candidates',
  }),
};
