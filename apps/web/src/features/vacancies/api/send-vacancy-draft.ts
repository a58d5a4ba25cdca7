import { vacancyCreateSchema } from '@rp/contract/entities';
import { resources } from '@rp/contract/resources';
import { asSchemaInput } from '../../../components/form/use-zod-form';
import { resourceApi } from '../../../lib/api-client';
import type { DraftSender } from '../../../lib/offline-sync';
import { type VacancyFormValues, vacancyPayload } from '../components/vacancy-form-values';

/**
 * Sends a new-vacancy draft kept offline (docs/decisions.md, "Offline forms"): POST vacancies/ with
 * the draft's key, so a repeat answers the vacancy created first. The server validates it as it
 * validates the form.
 */
export const sendVacancyDraft: DraftSender = async (draft, step) => {
  const payload = vacancyPayload(draft.values as VacancyFormValues);
  const vacancy = await resourceApi.create(resources.vacancies, asSchemaInput(vacancyCreateSchema, payload), {
    idempotencyKey: step.key('main'),
  });
  return { label: vacancy.code ?? vacancy.position };
};
