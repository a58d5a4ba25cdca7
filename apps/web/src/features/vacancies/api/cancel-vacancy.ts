import type { EndpointInput } from '@rp/contract';
import { endpoints } from '@rp/contract/endpoints';
import { callApi } from '../../../lib/api-client';
import { useVacancyAction } from './vacancy-action';

const cancelEndpoint = endpoints.vacancies.cancel;

/** cancel_vacancy/ {id, cancel_reason}: New or Pending → Cancel. */
export const cancelVacancy = (body: EndpointInput<typeof cancelEndpoint>['body']) =>
  callApi(cancelEndpoint, { body });

export const useCancelVacancy = () => useVacancyAction(cancelVacancy);
