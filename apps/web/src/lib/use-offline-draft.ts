import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError, NetworkError } from './api-client';
import { useAuth } from './auth';
import { type Draft, type DraftKind, newDraftId, offlineDrafts } from './offline-drafts';

type Values = Record<string, unknown>;

/** The form the draft follows (a Mantine form). */
type DraftForm<V extends Values> = { values: V; setValues: (values: V) => void; resetDirty?: () => void };

/** Saved this long after the last keystroke (and at once when the form closes). */
const saveDelayMs = 300;

/**
 * A failure that keeps the draft for later instead of refusing it: no network, or a gateway that
 * could not reach the server (docs/decisions.md, "Offline forms").
 */
export const isUnreachable = (error: unknown) =>
  error instanceof NetworkError || (error instanceof ApiError && [502, 503, 504].includes(error.status));

/** True when the browser says there is no network (a submit then queues without trying). */
export const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * Keeps a new-record form's values as an offline draft of the signed-in user (docs/decisions.md,
 * "Offline forms"): restored when the form opens again (the draft named by `?draft=`, else the
 * user's latest unfinished one of this form), saved as the user types, queued for sending when
 * submitted without a connection, removed once the server has it. `enabled` is false for edit
 * forms of saved records.
 */
export function useOfflineDraft<V extends Values>(opts: {
  kind: DraftKind;
  variant: string;
  enabled: boolean;
  form: DraftForm<V>;
  emptyValues: () => V;
  /** Files the form holds beside its values (kept in the draft as they are). */
  files?: Record<string, Blob>;
  /** Called with the restored draft (its files, its refusal to show). */
  onRestore?: (draft: Draft) => void;
}) {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const [searchParams] = useSearchParams();
  const requested = searchParams.get('draft');
  const [draftId, setDraftId] = useState<string>(newDraftId);
  const [restored, setRestored] = useState<Draft | null>(null);
  const [isReady, setIsReady] = useState(!opts.enabled);
  const state = useRef<Draft['state']>('editing');
  /** Drafts that left the form (queued, sent, discarded): a late save must not bring them back. */
  const settled = useRef(new Set<string>());
  const emptyText = useRef(JSON.stringify(opts.emptyValues()));
  const latest = useRef(opts);
  latest.current = opts;
  const active = opts.enabled && userId !== null;

  // the draft to continue: the one asked for, else the latest unfinished one of this form
  useEffect(() => {
    if (!active || userId === null) return;
    let cancelled = false;
    (async () => {
      const drafts = await offlineDrafts.list(userId);
      const draft = requested
        ? drafts.find((row) => row.id === requested && row.kind === opts.kind && row.state !== 'pending')
        : drafts
            .filter(
              (row) => row.kind === opts.kind && row.variant === opts.variant && row.state === 'editing',
            )
            .at(-1);
      if (cancelled) return;
      if (draft) {
        state.current = draft.state;
        setDraftId(draft.id);
        latest.current.form.setValues({ ...latest.current.emptyValues(), ...draft.values } as V);
        latest.current.onRestore?.(draft);
        setRestored(draft);
      }
      setIsReady(true);
    })().catch(() => setIsReady(true));
    return () => {
      cancelled = true;
    };
  }, [active, userId, requested, opts.kind, opts.variant]);

  const save = useCallback(
    async (values: V, files?: Record<string, Blob>) => {
      if (userId === null || settled.current.has(draftId)) return;
      const hasFiles = Boolean(files && Object.keys(files).length > 0);
      if (JSON.stringify(values) === emptyText.current && !hasFiles) return;
      await offlineDrafts.put({
        id: draftId,
        user: userId,
        kind: opts.kind,
        variant: opts.variant,
        state: state.current,
        values,
        files,
      });
    },
    [userId, draftId, opts.kind, opts.variant],
  );

  // saved as the user types (a moment after the last change), and at once when the form closes or
  // the page is hidden (a tab closed, the phone locked)
  const values = opts.form.values;
  const files = opts.files;
  const unsaved = useRef<(() => void) | null>(null);
  useEffect(() => {
    if (!active || !isReady) return;
    const run = () => {
      unsaved.current = null;
      void save(values, files);
    };
    unsaved.current = run;
    const timer = window.setTimeout(run, saveDelayMs);
    return () => window.clearTimeout(timer);
  }, [active, isReady, save, values, files]);
  useEffect(() => {
    const saveNow = () => unsaved.current?.();
    // a phone switching apps hides the page before it may kill it (pagehide may never come)
    const saveWhenHidden = () => {
      if (document.visibilityState === 'hidden') saveNow();
    };
    window.addEventListener('pagehide', saveNow);
    document.addEventListener('visibilitychange', saveWhenHidden);
    return () => {
      window.removeEventListener('pagehide', saveNow);
      document.removeEventListener('visibilitychange', saveWhenHidden);
      saveNow();
    };
  }, []);

  /** A fresh form after the draft left it (sent or queued). */
  const startOver = useCallback(() => {
    unsaved.current = null;
    state.current = 'editing';
    setRestored(null);
    setDraftId(newDraftId());
    latest.current.form.setValues(latest.current.emptyValues());
    // nothing typed is left unsaved: the draft was sent, queued or discarded (docs/decisions.md, "Unsaved changes")
    latest.current.form.resetDirty?.();
  }, []);

  return {
    draftId,
    isReady,
    /** The draft the form opened with, if any. */
    restored,
    /** The `Idempotency-Key` of the draft's creation (online or later). */
    key: `${draftId}-main`,
    /** Queues the submitted draft for sending when the connection returns, and starts a new one. */
    queue: useCallback(
      async (submitted: V, submittedFiles?: Record<string, Blob>) => {
        if (userId === null) return;
        settled.current.add(draftId);
        state.current = 'pending';
        await offlineDrafts.put({
          id: draftId,
          user: userId,
          kind: opts.kind,
          variant: opts.variant,
          state: 'pending',
          values: submitted,
          files: submittedFiles,
        });
        startOver();
      },
      [userId, draftId, opts.kind, opts.variant, startOver],
    ),
    /** The server has it: the draft goes, and the form starts over when `reset`. */
    finish: useCallback(
      async (reset = false) => {
        settled.current.add(draftId);
        unsaved.current = null;
        if (userId !== null) await offlineDrafts.remove(userId, draftId);
        if (reset) startOver();
        else state.current = 'editing';
      },
      [userId, draftId, startOver],
    ),
    /** Throws away what was typed (after the user confirmed). */
    discard: useCallback(async () => {
      settled.current.add(draftId);
      if (userId !== null) await offlineDrafts.remove(userId, draftId);
      startOver();
    }, [userId, draftId, startOver]),
  };
}
