import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrors } from '../../../components/feedback/form-errors';
import { apiErrorLines, showSaved } from '../../../components/feedback/notify';
import { FormModal } from '../../../components/form/form-modal';
import { useReturnFromBlacklist } from '../api/return-from-blacklist';

/** Confirms taking a candidate off the blacklist; the return note is required. */
export function BlacklistReturnModal(props: {
  entry: { id: number; name: string } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string[]>([]);
  const giveBack = useReturnFromBlacklist();

  const close = () => {
    setNote('');
    setError(null);
    setFormError([]);
    props.onClose();
  };

  const handleConfirm = async () => {
    if (!props.entry) return;
    if (!note.trim()) {
      setError(t('validation.required'));
      return;
    }
    setFormError([]);
    try {
      await giveBack.mutateAsync({ id: props.entry.id, note_return: note.trim() });
      showSaved(t, t('blacklist.return.done'));
      close();
    } catch (err) {
      setFormError(apiErrorLines(err, t));
    }
  };

  return (
    <FormModal
      isDirty={note.trim() !== ''}
      opened={props.entry !== null}
      onClose={close}
      title={t('blacklist.return.title')}
    >
      <Stack>
        <FormErrors lines={formError} />
        <Text size="sm">{t('blacklist.return.message', { name: props.entry?.name ?? '' })}</Text>
        <Textarea
          label={t('blacklist.return.note_return')}
          withAsterisk
          autosize
          minRows={3}
          value={note}
          error={error}
          onChange={(event) => {
            setNote(event.currentTarget.value);
            setError(null);
          }}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('common.actions.cancel')}
          </Button>
          <Button color="green" loading={giveBack.isPending} onClick={handleConfirm}>
            {t('blacklist.return.confirm')}
          </Button>
        </Group>
      </Stack>
    </FormModal>
  );
}
