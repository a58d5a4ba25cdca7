import '../texts';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { cancelVacancyBody, type Vacancy } from '@rp/contract/entities';
import { useTranslation } from 'react-i18next';
import { showApiError, showSaved } from '../../../components/feedback/notify';
import { FormModal } from '../../../components/form/form-modal';
import { applyServerErrors, useZodForm } from '../../../components/form/use-zod-form';
import { vacancyCode } from '../../../components/vacancy/vacancy-labels';
import { useCancelVacancy } from '../api/cancel-vacancy';

/** The confirmation of a cancellation, with its required reason (cancel_vacancy/). */
export function VacancyCancelModal(props: { vacancy: Vacancy; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const cancel = useCancelVacancy();
  const form = useZodForm<{ id: number; cancel_reason: string }>(cancelVacancyBody, {
    id: props.vacancy.id,
    cancel_reason: '',
  });

  const handleClose = () => {
    form.reset();
    props.onClose();
  };

  const handleSubmit = form.onSubmit(async (values) => {
    try {
      await cancel.mutateAsync({ id: props.vacancy.id, cancel_reason: values.cancel_reason.trim() });
      showSaved(t, t('vacancies.notify.canceled'));
      handleClose();
    } catch (error) {
      applyServerErrors(form, error);
      showApiError(error, t);
    }
  });

  return (
    <FormModal form={form} opened={props.opened} onClose={handleClose} title={t('vacancies.cancel.title')}>
      <form onSubmit={handleSubmit} noValidate>
        <Stack>
          <Text size="sm">{t('vacancies.cancel.message', { code: vacancyCode(props.vacancy) })}</Text>
          <Textarea
            label={t('vacancies.fields.cancel_reason')}
            withAsterisk
            autosize
            minRows={3}
            maxLength={1000}
            data-autofocus
            {...form.getInputProps('cancel_reason')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={handleClose}>
              {t('vacancies.cancel.keep')}
            </Button>
            <Button type="submit" color="red" loading={cancel.isPending}>
              {t('vacancies.actions.cancel')}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormModal>
  );
}
