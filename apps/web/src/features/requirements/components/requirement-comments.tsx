import { ActionIcon, Badge, Button, Card, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { formatDateTime } from '@rp/contract';
import type { VacancyComment } from '@rp/contract/entities';
import { IconSend, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDelete } from '../../../components/feedback/confirm';
import { apiErrorLines, showApiError, showSaved } from '../../../components/feedback/notify';
import { useCreateRequirementComment } from '../api/create-requirement-comment';
import { useDeleteRequirementComment } from '../api/delete-requirement-comment';
import { useRequirementComments } from '../api/get-requirement-comments';
import { type NotesPanelProps, notesBody, notesTargetOf } from '../api/notes-target';

/**
 * Comments, newest first: add and delete (with confirmation). Without `candidateId`, every comment
 * of the requirement (those on a candidate's assignment labelled with the candidate's name); with
 * it, only the comments on that candidate's assignment, and new ones are about it.
 */
export function RequirementComments(props: NotesPanelProps) {
  const { t } = useTranslation();
  const target = notesTargetOf(props);
  const query = useRequirementComments(target);
  const create = useCreateRequirementComment();
  const remove = useDeleteRequirementComment();
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const rows = query.data ?? [];
  const showsCandidates = props.candidateId === undefined;

  const handleAdd = async () => {
    const text = comment.trim();
    if (!text) {
      setError(t('validation.required'));
      return;
    }
    setError(null);
    try {
      await create.mutateAsync({ body: { ...notesBody(target), comment: text } });
      setComment('');
      showSaved(t, t('requirements.comments.added'));
    } catch (err) {
      setError(apiErrorLines(err, t).join(' '));
    }
  };

  const handleDelete = async (row: VacancyComment) => {
    if (!(await confirmDelete(t, t('requirements.comments.confirm_delete')))) return;
    try {
      await remove.mutateAsync({ id: row.id });
      showSaved(t, t('requirements.comments.deleted'));
    } catch (err) {
      showApiError(err, t);
    }
  };

  const content = (
    <Stack>
      <Textarea
        label={t('requirements.comments.new')}
        autosize
        minRows={2}
        maxLength={5000}
        value={comment}
        error={error}
        onChange={(event) => setComment(event.currentTarget.value)}
      />
      <Group justify="flex-end">
        <Button leftSection={<IconSend size={16} />} loading={create.isPending} onClick={handleAdd}>
          {t('requirements.comments.add')}
        </Button>
      </Group>
      {rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          {query.isError ? t('common.table.error') : t('requirements.comments.empty')}
        </Text>
      ) : (
        <Stack gap="xs" role="list" aria-label={t('requirements.comments.title')}>
          {rows.map((row) => (
            <Paper key={row.id} withBorder p="sm" radius="sm" role="listitem">
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <div>
                  <Group gap="xs">
                    <Text size="xs" c="dimmed">
                      {row.user_name ?? '—'} · {formatDateTime(row.created_at)}
                    </Text>
                    {showsCandidates && row.candidate_name != null && (
                      <Badge size="sm" variant="light" tt="none">
                        {t('requirements.notes.about', { name: row.candidate_name })}
                      </Badge>
                    )}
                  </Group>
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                    {row.comment}
                  </Text>
                </div>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('requirements.comments.delete')}
                  onClick={() => handleDelete(row)}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );

  if (props.bare) return content;
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={3} fz="md" mb="md">
        {t('requirements.comments.title')}
      </Title>
      {content}
    </Card>
  );
}
