import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { session } from '../../lib/session';
import { confirmLeave, isSaving, unloadAllowed, unsavedChanges } from './unsaved-changes';

/**
 * Asks before the page is left while a form holds unsaved input (docs/decisions.md, "Unsaved
 * changes"): a navigation to another page waits for "Stay" / "Leave"; a reload or a closed tab gets
 * the browser's own question. Not asked: a change of the query string only (filters, tabs), a
 * navigation a submit starts, a signed-out session (the inactivity logout) — except on the public and
 * approval pages (`isPublic`), where nobody signs in and an applicant's half-typed form is guarded too.
 */
export function LeaveGuard(props: { isPublic?: boolean }) {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsavedChanges.has() &&
      !isSaving() &&
      (props.isPublic === true || session.accessToken !== null) &&
      currentLocation.pathname !== nextLocation.pathname,
  );
  const latest = useRef(blocker);
  latest.current = blocker;

  // biome-ignore lint/correctness/useExhaustiveDependencies: one question per blocked navigation
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let isCurrent = true;
    void confirmLeave(t).then((leave) => {
      if (!isCurrent || latest.current.state !== 'blocked') return;
      if (leave) latest.current.proceed();
      else latest.current.reset();
    });
    return () => {
      isCurrent = false;
    };
  }, [blocker.state]);

  useEffect(() => {
    const handleBeforeUnload = (event: BeforeUnloadEvent) => {
      if (unloadAllowed() || !unsavedChanges.has()) return;
      event.preventDefault();
      // older browsers ask only when returnValue is set
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', handleBeforeUnload);
    return () => window.removeEventListener('beforeunload', handleBeforeUnload);
  }, []);

  return null;
}
