import { Badge, Button, Card, Drawer, Group, Stack, Text } from '@mantine/core';
import { useDisclosure, useNetwork } from '@mantine/hooks';
import { formatDateTime } from '@rp/contract';
import { IconCloudOff, IconCloudUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { confirmAction } from '../../../components/feedback/confirm';
import { useIsPhone } from '../../../components/layout/use-is-phone';
import { type Draft, offlineDrafts } from '../../../lib/offline-drafts';
import { draftLabel } from '../api/use-offline-sync';
import { isOutstanding } from '../api/use-user-drafts';

const stateColor = { pending: 'yellow', refused: 'red', editing: 'gray' } as const;

/**
 * The top bar's "offline — n pending" indicator (docs/decisions.md, "Offline forms"): shown while
 * the browser is offline or the user has drafts waiting; it opens the list of the user's drafts
 * on this device, to send now, open (correct) or discard each.
 */
export function OfflineStatus(props: {
  user: number;
  drafts: Draft[];
  draftHref: (draft: Draft) => string;
  onSendNow: () => void;
}) {
  const { t } = useTranslation();
  const { online } = useNetwork();
  const isPhone = useIsPhone();
  const [isOpen, drawer] = useDisclosure(false);
  const outstanding = props.drafts.filter(isOutstanding);
  if (online && outstanding.length === 0) return null;

  const label = [
    online ? null : t('shell.offline.indicator_offline'),
    outstanding.length > 0 ? t('shell.offline.indicator_pending', { count: outstanding.length }) : null,
  ]
    .filter(Boolean)
    .join(' · ');

  const handleDiscard = async (draft: Draft) => {
    const isConfirmed = await confirmAction({
      t,
      title: t('shell.offline.discard_title'),
      message: t('shell.offline.discard_message'),
      confirmLabel: t('shell.offline.discard'),
    });
    if (isConfirmed) await offlineDrafts.remove(props.user, draft.id);
  };

  return (
    <>
      <Button
        variant="white"
        color={online ? 'green' : 'red'}
        size="compact-sm"
        leftSection={online ? <IconCloudUpload size={16} /> : <IconCloudOff size={16} />}
        onClick={drawer.open}
        aria-haspopup="dialog"
        title={t('shell.offline.indicator_label')}
        // on a phone the words would crush the page title to a letter: the icon and the count
        // show, the whole label stays the button's name
        aria-label={isPhone ? label : undefined}
        // an icon alone on a phone still makes a 44 px wide target
        style={{ flexShrink: 0, minWidth: isPhone ? 44 : undefined }}
      >
        {isPhone ? (outstanding.length > 0 ? outstanding.length : null) : label}
      </Button>
      <Drawer
        opened={isOpen}
        onClose={drawer.close}
        position="right"
        title={t('shell.offline.drafts_title')}
        closeButtonProps={{ 'aria-label': t('common.actions.close') }}
      >
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {online ? t('shell.offline.drafts_hint') : t('shell.offline.waiting')}
          </Text>
          {online && props.drafts.some((draft) => draft.state === 'pending') && (
            <Button leftSection={<IconCloudUpload size={16} />} onClick={props.onSendNow}>
              {t('shell.offline.send_now')}
            </Button>
          )}
          {props.drafts.length === 0 && <Text size="sm">{t('shell.offline.drafts_empty')}</Text>}
          {props.drafts.map((draft) => (
            <Card
              key={draft.id}
              withBorder
              padding="sm"
              component="article"
              aria-label={draftLabel(draft) || t('shell.offline.untitled')}
            >
              <Group justify="space-between" gap="xs" wrap="wrap">
                <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {draftLabel(draft) || t('shell.offline.untitled')}
                </Text>
                <Badge color={stateColor[draft.state]} variant="light">
                  {t(`shell.offline.state_${draft.state}`)}
                </Badge>
              </Group>
              <Text size="xs" c="dimmed">
                {t(draft.kind === 'vacancy' ? 'shell.offline.kind_vacancy' : 'shell.offline.kind_candidate')}{' '}
                · {formatDateTime(new Date(draft.updated_at))}
              </Text>
              <Group gap="xs" mt="xs">
                {draft.state !== 'pending' && (
                  <Button component={Link} to={props.draftHref(draft)} onClick={drawer.close} variant="light">
                    {draft.state === 'refused' ? t('shell.offline.correct') : t('shell.offline.open')}
                  </Button>
                )}
                <Button variant="default" color="red" onClick={() => void handleDiscard(draft)}>
                  {t('shell.offline.discard')}
                </Button>
              </Group>
            </Card>
          ))}
        </Stack>
      </Drawer>
    </>
  );
}
