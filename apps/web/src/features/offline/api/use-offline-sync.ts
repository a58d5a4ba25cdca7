import { useNetwork } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Draft } from '../../../lib/offline-drafts';
import { flushDrafts } from '../../../lib/offline-sync';

/** While drafts wait and the browser says it is online, another try this often (a flaky signal). */
const retryMs = 30_000;

/**
 * Sends the signed-in user's pending drafts when the app opens, when the connection returns and
 * every 30 s while some wait (docs/decisions.md, "Offline forms"); tells the user what arrived and
 * what the server refused. `loadSenders` registers the senders of each kind (loaded only when needed).
 */
export function useOfflineSync(opts: {
  user: number | null;
  drafts: Draft[];
  loadSenders: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { online } = useNetwork();
  const { user, loadSenders } = opts;
  const hasPending = opts.drafts.some((draft) => draft.state === 'pending');
  const isFlushing = useRef(false);

  const flush = useCallback(async () => {
    if (user === null || isFlushing.current) return;
    isFlushing.current = true;
    try {
      await loadSenders();
      const result = await flushDrafts(user);
      for (const { draft, label } of result.sent)
        notifications.show({
          color: 'green',
          title: t('shell.offline.sent_title'),
          message: t(
            draft.kind === 'vacancy' ? 'shell.offline.sent_vacancy' : 'shell.offline.sent_candidate',
            {
              label,
            },
          ),
        });
      for (const draft of result.refused)
        notifications.show({
          color: 'red',
          title: t('shell.offline.refused_title'),
          message: t('shell.offline.refused_message', {
            label: draftLabel(draft) || t('shell.offline.untitled'),
          }),
          autoClose: false,
        });
      if (result.sent.length > 0) await client.invalidateQueries();
    } finally {
      isFlushing.current = false;
    }
  }, [user, loadSenders, client, t]);

  useEffect(() => {
    if (!online || !hasPending) return;
    void flush();
    const timer = window.setInterval(() => void flush(), retryMs);
    return () => window.clearInterval(timer);
  }, [online, hasPending, flush]);

  return flush;
}

/** What names a draft in lists and notices: a vacancy's position, a candidate's names. */
export function draftLabel(draft: Draft): string {
  const values = draft.values as Record<string, unknown>;
  const text = (key: string) => (typeof values[key] === 'string' ? (values[key] as string).trim() : '');
  return draft.kind === 'vacancy'
    ? text('position')
    : [text('names'), text('last_name'), text('second_name')].filter(Boolean).join(' ');
}
