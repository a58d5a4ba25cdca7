import { Alert, Button, Group, Text } from '@mantine/core';
import { formatDateTime } from '@rp/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client';
import type { Draft } from '../../lib/offline-drafts';
import { confirmAction } from '../feedback/confirm';
import { apiErrorLines } from '../feedback/notify';

/**
 * Above a form that continues an offline draft (docs/decisions.md, "Offline forms"): when it was
 * typed, or that the server refused it (its field messages go to the form through `onRefusal`,
 * others show here), and a way to throw it away after confirming.
 */
export function DraftNotice(props: {
  draft: Draft | null;
  onDiscard: () => Promise<void>;
  onRefusal: (error: ApiError) => void;
}) {
  const { t } = useTranslation();
  const { draft, onRefusal } = props;
  const refusal = draft?.refusal;
  const refusalError = refusal ? new ApiError(refusal.status, refusal.data) : null;

  // the server's messages on the fields, once per draft opened
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per draft, not per render
  useEffect(() => {
    if (refusal) onRefusal(new ApiError(refusal.status, refusal.data));
  }, [draft?.id]);

  if (!draft) return null;
  const handleDiscard = async () => {
    const isConfirmed = await confirmAction({
      t,
      title: t('shell.offline.discard_title'),
      message: t('shell.offline.discard_message'),
      confirmLabel: t('shell.offline.discard'),
    });
    if (isConfirmed) await props.onDiscard();
  };
  return (
    <Alert color={refusal ? 'red' : 'blue'} role={refusal ? 'alert' : 'status'}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <div>
          <Text size="sm">
            {refusal
              ? t('shell.offline.restored_refused')
              : t('shell.offline.restored', { date: formatDateTime(new Date(draft.updated_at)) })}
          </Text>
          {refusalError && refusalError.status !== 400
            ? apiErrorLines(refusalError, t).map((line) => (
                <Text size="sm" key={line}>
                  {line}
                </Text>
              ))
            : null}
        </div>
        <Button variant="default" color="red" onClick={handleDiscard}>
          {t('shell.offline.discard')}
        </Button>
      </Group>
    </Alert>
  );
}
