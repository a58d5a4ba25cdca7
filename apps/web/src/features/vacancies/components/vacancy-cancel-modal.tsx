import '../texts';
import { cancelVacancyBody, type Vacancy } from '@rp/contract/entities';
import { useTranslation } from 'react-i18next';
import { CancelDialog } from '../../../components/form/cancel-dialog';
import { vacancyCode } from '../../../components/vacancy/vacancy-labels';
import { useCancelVacancy } from '../api/cancel-vacancy';

/** The confirmation of a cancellation, with its required reason (cancel_vacancy/). */
export function VacancyCancelModal(props: { vacancy: Vacancy; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const cancel = useCancelVacancy();
  return (
    <CancelDialog
      id={props.vacancy.id}
      opened={props.opened}
      onClose={props.onClose}
      schema={cancelVacancyBody}
      cancel={cancel}
      texts={{
        title: t('vacancies.cancel.title'),
        message: t('vacancies.cancel.message', { code: vacancyCode(props.vacancy) }),
        reason: t('vacancies.fields.cancel_reason'),
        keep: t('vacancies.cancel.keep'),
        submit: t('vacancies.actions.cancel'),
        done: t('vacancies.notify.canceled'),
      }}
    />
  );
}
