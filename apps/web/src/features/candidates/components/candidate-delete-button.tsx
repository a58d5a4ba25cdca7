import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { Candidate } from '@rp/contract/entities';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showApiError, showSaved } from '../../../components/feedback/notify';
import { FormModal } from '../../../components/form/form-modal';
import { useDeleteCandidate } from '../api/delete-candidate';

/** Soft delete: asks the reason, then DELETE candidates/{id}/?reason=… */
export function CandidateDeleteButton(props: { candidate: Candidate; onDeleted: () => void }) {
  const { t } = useTranslation();
  const mutation = useDeleteCandidate();
  const [isOpen, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setOpen(false);
    setReason('');
    setError(null);
  };

  const handleConfirm = async () => {
    if (!reason.trim()) {
      setError(t('validation.required'));
      return;
    }
    try {
      await mutation.remove(props.candidate.id, reason.trim());
      showSaved(t, t('candidates.notify.deleted'));
      close();
      props.onDeleted();
    } catch (err) {
      showApiError(err, t);
    }
  };

  return (
    <>
      <Button color="red" variant="light" leftSection={<IconTrash size={16} />} onClick={() => setOpen(true)}>
        {t('candidates.delete.button')}
      </Button>
      <FormModal
        isDirty={reason.trim() !== ''}
        opened={isOpen}
        onClose={close}
        title={t('candidates.delete.title')}
      >
        <Stack>
          <Text size="sm">{t('candidates.delete.message', { name: props.candidate.full_name })}</Text>
          <TextInput
            label={t('candidates.delete.reason')}
            withAsterisk
            data-autofocus
            value={reason}
            error={error}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setError(null);
            }}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common.actions.cancel')}
            </Button>
            <Button color="red" loading={mutation.isPending} onClick={handleConfirm}>
              {t('common.actions.delete')}
            </Button>
          </Group>
        </Stack>
      </FormModal>
    </>
  );
}
