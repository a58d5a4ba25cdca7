import { paths } from '@rp/contract';
import { useCallback } from 'react';
import { useOfflineSync } from '../features/offline/api/use-offline-sync';
import { useUserDrafts } from '../features/offline/api/use-user-drafts';
import { OfflineStatus } from '../features/offline/components/offline-status';
import type { Draft } from '../lib/offline-drafts';
import { registerDraftSender } from '../lib/offline-sync';

/**
 * The senders of each kind of offline draft, from their areas; loaded only when drafts wait, so
 * the shell's first chunk stays small (docs/decisions.md, "Offline forms").
 */
async function loadSenders() {
  const [vacancies, candidates] = await Promise.all([
    import('../features/vacancies/api/send-vacancy-draft'),
    import('../features/candidates/api/send-candidate-draft'),
  ]);
  registerDraftSender('vacancy', vacancies.sendVacancyDraft);
  registerDraftSender('candidate', candidates.sendCandidateDraft);
}

/** The form a draft continues in: the new-vacancy form of its type, the candidate form of its list. */
const draftForms: Record<string, { href: () => string }> = {
  'vacancy:clients': paths['new_vacancies-clients'],
  'vacancy:shelter': paths['new_vacancies-shelter'],
  'vacancy:shelter_indirect': paths['new_vacancies-shelter_indirect'],
  'candidate:administratives': paths['database-administratives-new'],
  'candidate:direct_indirect': paths['database-direct_indirect-new'],
};

export function draftHref(draft: Draft): string {
  const form = draftForms[`${draft.kind}:${draft.variant}`] ?? paths.index;
  return `${form.href()}?${new URLSearchParams({ draft: draft.id })}`;
}

/** The top bar's offline indicator, and the sending of the user's drafts behind it. */
export function OfflineDrafts(props: { user: number }) {
  const drafts = useUserDrafts(props.user);
  const flush = useOfflineSync({ user: props.user, drafts, loadSenders: useCallback(loadSenders, []) });
  return (
    <OfflineStatus user={props.user} drafts={drafts} draftHref={draftHref} onSendNow={() => void flush()} />
  );
}
