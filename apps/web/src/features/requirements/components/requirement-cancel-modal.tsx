import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { cancelRequirementBody, type Requirement } from '@rp/contract/entities';
import { useTranslation } from 'react-i18next';
import { showApiError, showSaved } from '../../../components/feedback/notify';
import { FormModal } from '../../../components/form/form-modal';
import { applyServerErrors, useZodForm } from '../../../components/form/use-zod-form';
import { useCancelRequirement } from '../api/cancel-requirement';

/** Confirmation of the cancellation with its required reason (cancel_requeriment/). */
export function RequirementCancelModal(props: {
  requirement: Requirement;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const cancel = useCancelRequirement();
  const form = useZodForm<{ id: number; cancel_reason: string }>(cancelRequirementBody, {
    id: props.requirement.id,
    cancel_reason: '',
  });

  const handleClose = () => {
    form.reset();
    props.onClose();
  };

  const handleSubmit = form.onSubmit(async (values) => {
    try {
      await cancel.mutateAsync({ id: props.requirement.id, cancel_reason: values.cancel_reason.trim() });
      showSaved(t, t('requirements.notify.canceled'));
      handleClose();
    } catch (error) {
      applyServerErrors(form, error);
      showApiError(error, t);
    }
  });

  return (
    <FormModal form={form} opened={props.opened} onClose={handleClose} title={t('requirements.cancel.title')}>
      <form onSubmit={handleSubmit} noValidate>
        <Stack>
          <Text size="sm">
            {t('requirements.cancel.message', { code: props.requirement.code ?? `#${props.requirement.id}` })}
          </Text>
          <Textarea
            label={t('requirements.fields.cancel_reason')}
            withAsterisk
            autosize
            minRows={3}
            maxLength={1000}
            data-autofocus
            {...form.getInputProps('cancel_reason')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={handleClose}>
              {t('requirements.cancel.keep')}
            </Button>
            <Button type="submit" color="red" loading={cancel.isPending}>
              {t('requirements.actions.cancel')}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormModal>
  );
}
