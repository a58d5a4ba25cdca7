import { ActionIcon, Badge, Button, Card, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { formatDateTime } from '@rp/contract';
import type { VacancyComment } from '@rp/contract/entities';
import { IconSend, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDelete } from '../feedback/confirm';
import { apiErrorLines, showApiError, showSaved } from '../feedback/notify';

/**
 * The i18n area holding a panel's texts: `title`, `new`, `add`, `added`, `delete`, `deleted`,
 * `confirm_delete` and `empty`. Add an area here to use the panel elsewhere.
 */
export type CommentPanelTexts = 'requirements.comments' | 'vacancies.comments';

/**
 * Comments (vacancy-comments rows), newest first: add one and delete (with confirmation). Saving
 * and deleting are the caller's; the panel tells the user how they went. `aboutLabel` names what
 * a comment is about beside its author (e.g. the candidate of an assignment).
 */
export function CommentPanel(props: {
  rows: readonly VacancyComment[] | undefined;
  isError: boolean;
  texts: CommentPanelTexts;
  onAdd: (comment: string) => Promise<unknown>;
  onDelete: (row: VacancyComment) => Promise<unknown>;
  aboutLabel?: (row: VacancyComment) => string | null;
  isAdding?: boolean;
  /** No card and title around it (inside a tab that already names it). */
  bare?: boolean;
}) {
  const { texts } = props;
  const { t } = useTranslation();
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const rows = props.rows ?? [];

  const handleAdd = async () => {
    const text = comment.trim();
    if (!text) {
      setError(t('validation.required'));
      return;
    }
    setError(null);
    try {
      await props.onAdd(text);
      setComment('');
      showSaved(t, t(`${texts}.added`));
    } catch (err) {
      setError(apiErrorLines(err, t).join(' '));
    }
  };

  const handleDelete = async (row: VacancyComment) => {
    if (!(await confirmDelete(t, t(`${texts}.confirm_delete`)))) return;
    try {
      await props.onDelete(row);
      showSaved(t, t(`${texts}.deleted`));
    } catch (err) {
      showApiError(err, t);
    }
  };

  const content = (
    <Stack>
      <Textarea
        label={t(`${texts}.new`)}
        autosize
        minRows={2}
        maxLength={5000}
        value={comment}
        error={error}
        onChange={(event) => setComment(event.currentTarget.value)}
      />
      <Group justify="flex-end">
        <Button leftSection={<IconSend size={16} />} loading={props.isAdding} onClick={handleAdd}>
          {t(`${texts}.add`)}
        </Button>
      </Group>
      {rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          {props.isError ? t('common.table.error') : t(`${texts}.empty`)}
        </Text>
      ) : (
        <Stack gap="xs" role="list" aria-label={t(`${texts}.title`)}>
          {rows.map((row) => {
            const about = props.aboutLabel?.(row) ?? null;
            return (
              <Paper key={row.id} withBorder p="sm" radius="sm" role="listitem">
                <Group justify="space-between" align="flex-start" wrap="nowrap">
                  <div style={{ minWidth: 0 }}>
                    <Group gap="xs">
                      <Text size="xs" c="dimmed">
                        {row.user_name ?? '—'} · {formatDateTime(row.created_at)}
                      </Text>
                      {about && (
                        <Badge size="sm" variant="light" tt="none">
                          {about}
                        </Badge>
                      )}
                    </Group>
                    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                      {row.comment}
                    </Text>
                  </div>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t(`${texts}.delete`)}
                    onClick={() => handleDelete(row)}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
              </Paper>
            );
          })}
        </Stack>
      )}
    </Stack>
  );

  if (props.bare) return content;
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={3} fz="md" mb="md">
        {t(`${texts}.title`)}
      </Title>
      {content}
    </Card>
  );
}
