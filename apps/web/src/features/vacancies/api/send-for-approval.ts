import { endpoints } from '@rp/contract/endpoints';
import { callApi } from '../../../lib/api-client';
import { useVacancyAction } from './vacancy-action';

const sendEmails = endpoints.vacancies.sendEmails;

/** send_emails/ {id}: New → Pending, stage Waiting approval; the approvers are mailed. */
export const sendForApproval = (id: number) => callApi(sendEmails, { body: { id } });

export const useSendForApproval = () => useVacancyAction(sendForApproval);
