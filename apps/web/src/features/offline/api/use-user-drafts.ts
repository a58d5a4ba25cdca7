import { useCallback, useEffect, useState } from 'react';
import { type Draft, offlineDrafts, onDraftsChanged } from '../../../lib/offline-drafts';

/** The user's offline drafts, oldest first, kept current as any tab changes them. */
export function useUserDrafts(user: number | null) {
  const [drafts, setDrafts] = useState<Draft[]>([]);
  const reload = useCallback(async () => {
    if (user === null) return setDrafts([]);
    // a browser without IndexedDB (a private window of some) simply has no drafts
    setDrafts(await offlineDrafts.list(user).catch(() => []));
  }, [user]);
  useEffect(() => {
    void reload();
    return onDraftsChanged(() => void reload());
  }, [reload]);
  return drafts;
}

/** Drafts waiting for the server or for a correction: what the indicator counts. */
export const isOutstanding = (draft: Draft) => draft.state === 'pending' || draft.state === 'refused';
