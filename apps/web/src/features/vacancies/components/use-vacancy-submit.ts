import type { UseFormReturnType } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { type Vacancy, vacancyCreateSchema, vacancyUpdateSchema } from '@rp/contract/entities';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmPastDate } from '../../../components/feedback/confirm-past-date';
import { showApiError, showSaved } from '../../../components/feedback/notify';
import { applyServerErrors, asSchemaInput } from '../../../components/form/use-zod-form';
import { isOffline, isUnreachable, type useOfflineDraft } from '../../../lib/use-offline-draft';
import { useSaveVacancy } from '../api/save-vacancy';
import { type VacancyFormValues, vacancyPayload } from './vacancy-form-values';

/**
 * Saving the vacancy form: a past expected date confirmed first; a new vacancy without a connection
 * queued as its draft (docs/decisions.md, "Offline forms"), else created with the draft's key; then
 * 'Vacancy was saved' and the reminder to review the technological resources while they are not.
 * A refusal puts the server's messages on their fields and the rest above the form.
 */
export function useVacancySubmit(props: {
  form: UseFormReturnType<VacancyFormValues>;
  /** The vacancy being edited; without it the form creates one. */
  vacancy?: Vacancy;
  draft: ReturnType<typeof useOfflineDraft<VacancyFormValues>>;
  onSaved: (vacancy: Vacancy) => void;
}) {
  const { t } = useTranslation();
  const { form, vacancy, draft } = props;
  const save = useSaveVacancy();
  const [formError, setFormError] = useState<string[]>([]);

  const queue = async (submitted: VacancyFormValues) => {
    await draft.queue(submitted);
    notifications.show({ color: 'yellow', message: t('shell.offline.queued'), autoClose: 8_000 });
  };

  const handleSubmit = form.onSubmit(async (submitted) => {
    setFormError([]);
    const isConfirmed = await confirmPastDate({
      t,
      day: submitted.expected_date,
      saved: vacancy?.expected_date?.slice(0, 10),
    });
    if (!isConfirmed) return;
    const payload = vacancyPayload(submitted);
    if (!vacancy && isOffline()) return queue(submitted);
    try {
      const saved = vacancy
        ? await save.mutateAsync({ id: vacancy.id, body: asSchemaInput(vacancyUpdateSchema, payload) })
        : await save.mutateAsync({
            body: asSchemaInput(vacancyCreateSchema, payload),
            idempotencyKey: draft.key,
          });
      if (!vacancy) await draft.finish();
      showSaved(t, t('vacancies.notify.saved'));
      if (!saved.review_resources)
        notifications.show({
          color: 'yellow',
          message: t('vacancies.notify.review_resources'),
          autoClose: 10_000,
        });
      props.onSaved(saved);
    } catch (error) {
      if (!vacancy && isUnreachable(error)) return queue(submitted);
      setFormError(applyServerErrors(form, error));
      showApiError(error, t, t('vacancies.notify.error_saving'));
    }
  });

  return { handleSubmit, formError, setFormError, isSaving: save.isPending };
}
