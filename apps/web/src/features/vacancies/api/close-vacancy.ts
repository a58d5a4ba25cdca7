import { endpoints } from '@rp/contract/endpoints';
import { callApi } from '../../../lib/api-client';
import { useVacancyAction } from './vacancy-action';

const closeEndpoint = endpoints.vacancies.close;

/** close_vacancy/ {id}: Pending → Complete, stage Closed (409 while candidates are open). */
export const closeVacancy = (id: number) => callApi(closeEndpoint, { body: { id } });

export const useCloseVacancy = () => useVacancyAction(closeVacancy);
