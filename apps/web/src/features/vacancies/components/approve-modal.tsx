import '../texts';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form/form-modal';

/** The approval modal of the approval page: a confirmation with an optional comment. */
export function ApproveModal(props: {
  code: string;
  opened: boolean;
  isPending: boolean;
  onClose: () => void;
  onConfirm: (comment: string | null) => void;
}) {
  const { t } = useTranslation();
  const [comment, setComment] = useState('');
  return (
    <FormModal
      isDirty={comment.trim() !== ''}
      opened={props.opened}
      onClose={props.onClose}
      title={t('vacancies.approve.confirm_title')}
    >
      <Stack>
        <Text size="sm">{t('vacancies.approve.confirm_message', { code: props.code })}</Text>
        <Textarea
          label={t('vacancies.approve.comment_optional')}
          autosize
          minRows={2}
          maxLength={2000}
          value={comment}
          onChange={(event) => setComment(event.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            {t('vacancies.approve.keep')}
          </Button>
          <Button
            color="green"
            leftSection={<IconCheck size={16} />}
            loading={props.isPending}
            onClick={() => props.onConfirm(comment.trim() || null)}
          >
            {t('vacancies.approve.approve')}
          </Button>
        </Group>
      </Stack>
    </FormModal>
  );
}
