import { endpoints } from '@rp/contract/endpoints';
import { callApi } from '../../../lib/api-client';
import { useVacancyAction } from './vacancy-action';

const notify = endpoints.vacancies.notifySingleApproval;

/** notify_single_approval/ {id}: a new key for one approver (VacancyApproval id), mailed to them. */
export const notifySingleApproval = (id: number) => callApi(notify, { body: { id } });

export const useNotifySingleApproval = () => useVacancyAction(notifySingleApproval);
