import { z } from 'zod';
import { dateSchema, fkSchema, queryInt } from './common';
import { updateMedicalServiceBody } from './requirement-actions';
import { timeOfDaySchema } from './requirement-candidate';
import { vacancyCandidateCreateSchema } from './vacancy-candidate';

/**
 * Bodies of the actions on candidates of a vacancy (docs/domain.md#requirement-candidate-and-vacancy-candidate-the-follow-up),
 * under `api/vacancy-candidates/`. Closing reuses the direct process's `closeCandidateBody` and the
 * medical service its `updateMedicalServiceBody`: one rule for both processes.
 */

/** `assign_candidate/`: a candidate of the database to a vacancy (a draft of the pair becomes real). */
export const assignVacancyCandidateBody = z.object({
  vacancy: fkSchema,
  candidate: fkSchema,
  interview_date: dateSchema.nullish(),
  interview_time: timeOfDaySchema.nullish(),
});

/** `save_draft_candidate/`: the pair kept as a draft (not counted), with any details typed so far. */
export const saveDraftCandidateBody = vacancyCandidateCreateSchema;

/** `update_candidate_status/`: the working stage (VacancyCandidateStatus) with a comment. */
export const updateCandidateStageBody = z.object({
  id: fkSchema,
  current_status: fkSchema,
  comments: z.string().trim().max(2000).nullish(),
});

/** `update_require_medical/`: whether the candidate must pass the medical exam before hiring. */
export const updateRequireMedicalBody = z.object({ id: fkSchema, require_medical: z.boolean() });

/**
 * `update_medical_service/` of a vacancy candidate: the direct process's body and, optionally, the
 * day of the exam (`medical_date`; not in the future; omitted, the moment it is recorded). The
 * medical queue asks for it, as the exam may have been done on an earlier day.
 */
export const updateVacancyMedicalServiceBody = updateMedicalServiceBody.extend({
  medical_date: dateSchema.nullish(),
});

/** `update_integration/`: the day the hired person starts, with notes (*added* columns). */
export const updateIntegrationBody = z.object({
  id: fkSchema,
  integration_date: dateSchema.nullable(),
  integration_notes: z.string().trim().max(5000).nullish(),
});

/**
 * `upload_documents/` (multipart): a document about the candidate in this vacancy — the `file` part,
 * the vacancy candidate's `id` and optional `notes` (form fields are text).
 */
export const uploadVacancyCandidateDocumentFields = z.object({
  id: queryInt(z.number().int().positive().max(2147483647)),
  notes: z.string().trim().max(5000).nullish(),
});

/** `get_summary_status/?vacancy`: counts per follow-up status of a vacancy's candidates (not drafts). */
export const vacancySummaryStatusQuery = z.object({
  vacancy: queryInt(z.number().int().positive().max(2147483647)),
});

/** `vacancy-candidates/{id}/offer_letter/?lang=`: the letter's language (the caller's by default). */
export const offerLetterQuery = z.object({ lang: z.enum(['es', 'en']).optional() });

export type AssignVacancyCandidateBody = z.infer<typeof assignVacancyCandidateBody>;
export type SaveDraftCandidateBody = z.infer<typeof saveDraftCandidateBody>;
export type UpdateCandidateStageBody = z.infer<typeof updateCandidateStageBody>;
export type UpdateRequireMedicalBody = z.infer<typeof updateRequireMedicalBody>;
export type UpdateIntegrationBody = z.infer<typeof updateIntegrationBody>;
export type UploadVacancyCandidateDocumentFields = z.infer<typeof uploadVacancyCandidateDocumentFields>;
export type UpdateVacancyMedicalServiceBody = z.infer<typeof updateVacancyMedicalServiceBody>;
