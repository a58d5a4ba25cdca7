import type { EndpointInput } from '@rp/contract';
import { endpoints } from '@rp/contract/endpoints';
import { resources } from '@rp/contract/resources';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, resourceApi } from '../../../lib/api-client';
import { invalidateVacancyCandidates } from './vacancy-candidate-keys';

const actions = endpoints.vacancyCandidates;
type Body<E extends keyof typeof actions> = EndpointInput<(typeof actions)[E]>['body'];

/** assign_candidate: a candidate of the database to the vacancy (Pending; a draft of the pair becomes real). */
export const assignCandidate = (body: Body<'assignCandidate'>) => callApi(actions.assignCandidate, { body });
/** save_draft_candidate: the pair kept as a draft (not counted). */
export const saveDraftCandidate = (body: Body<'saveDraftCandidate'>) =>
  callApi(actions.saveDraftCandidate, { body });
/** update_candidate_status: the working stage with a comment (kept in the history). */
export const updateCandidateStage = (body: Body<'updateCandidateStatus'>) =>
  callApi(actions.updateCandidateStatus, { body });
/** close_candidate: Accepted, Rejected (reason), Hired (employee number) or NotAttend. */
export const closeVacancyCandidate = (body: Body<'closeCandidate'>) =>
  callApi(actions.closeCandidate, { body });
/** close_massive_candidate: several at once {ids, status, …} → {updated: N} (all or nothing; no hiring). */
export const closeMassiveVacancyCandidates = (body: Body<'closeMassiveCandidate'>) =>
  callApi(actions.closeMassiveCandidate, { body });
/** update_require_medical: whether the exam is required before hiring. */
export const updateRequireMedical = (body: Body<'updateRequireMedical'>) =>
  callApi(actions.updateRequireMedical, { body });
/** update_medical_service: the exam's result and notes (medical_service permission). */
export const updateMedicalService = (body: Body<'updateMedicalService'>) =>
  callApi(actions.updateMedicalService, { body });
/** update_integration: the day a hired person starts, with notes. */
export const updateIntegration = (body: Body<'updateIntegration'>) =>
  callApi(actions.updateIntegration, { body });

type Details = Parameters<typeof resourceApi.update<(typeof resources)['vacancy-candidates']>>[2];
/** PUT vacancy-candidates/{id}/: viability and the interview and offer details. */
export const saveCandidateDetails = ({ id, body }: { id: number; body: Details }) =>
  resourceApi.update(resources['vacancy-candidates'], id, body);

/** DELETE vacancy-candidates/{id}/: only a draft is removed (a real assignment is closed instead). */
export const deleteDraftCandidate = (id: number) => resourceApi.remove(resources['vacancy-candidates'], id);

/** One of the calls above as a mutation; the candidate's lists, counts, history and vacancy refresh after it. */
export function useVacancyCandidateAction<B, R>(mutationFn: (body: B) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => invalidateVacancyCandidates(client) });
}
