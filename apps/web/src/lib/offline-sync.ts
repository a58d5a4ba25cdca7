import { ApiError } from './api-client';
import { type Draft, type DraftKind, offlineDrafts } from './offline-drafts';

/**
 * Sending offline drafts (docs/decisions.md, "Offline forms"): a user's pending drafts go to the
 * server oldest first, each through the sender of its kind, every request with an
 * `Idempotency-Key` made from the draft's id and the step (docs/api.md#idempotent-creation), so a
 * draft whose answer was lost, or that two tabs send at once, still arrives exactly once.
 */

/** What a sender gets beside its draft: the key of each request, and a record of steps done. */
export type DraftStep = {
  /** The `Idempotency-Key` of one request of the draft (`main` for its creation). */
  key: (step: string) => string;
  /** The id a step produced, when an earlier attempt already did it. */
  done: (step: string) => number | undefined;
  /** Records a step's result on the stored draft, so a resumed send skips it. */
  record: (step: string, id: number) => Promise<void>;
};

/** Sends one draft; answers what to call it in the notice ("Analista de compras"). Throws the API's error. */
export type DraftSender = (draft: Draft, step: DraftStep) => Promise<{ label: string }>;

/** The senders per kind, registered by the app (app/offline-senders.ts). */
const senders = new Map<DraftKind, DraftSender>();
export function registerDraftSender(kind: DraftKind, sender: DraftSender) {
  senders.set(kind, sender);
}

export type FlushResult = {
  sent: Array<{ draft: Draft; label: string }>;
  refused: Draft[];
  /** The flush stopped before the end: no network, the server failing, or the session over. */
  stopped: boolean;
};

/**
 * A refusal the user must correct (the draft's values or its references): kept on the draft. Any
 * other failure (no network, a 5xx, an ended session, a rate limit) leaves it pending for later.
 */
const isRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError &&
  error.status >= 400 &&
  error.status < 500 &&
  ![401, 408, 429].includes(error.status);

async function sendOne(user: number, draft: Draft, sender: DraftSender) {
  const steps = { ...draft.steps };
  return sender(draft, {
    key: (step) => `${draft.id}-${step}`,
    done: (step) => steps[step],
    record: async (step, id) => {
      steps[step] = id;
      await offlineDrafts.update(user, draft.id, { steps });
    },
  });
}

let running: Promise<FlushResult> | null = null;

/** Sends the user's pending drafts now (one flush at a time in a tab; the keys cover several tabs). */
export function flushDrafts(user: number): Promise<FlushResult> {
  running ??= (async () => {
    const result: FlushResult = { sent: [], refused: [], stopped: false };
    for (const draft of await offlineDrafts.list(user)) {
      if (draft.state !== 'pending') continue;
      const sender = senders.get(draft.kind);
      if (!sender) continue;
      try {
        const { label } = await sendOne(user, draft, sender);
        await offlineDrafts.remove(user, draft.id);
        result.sent.push({ draft, label });
      } catch (error) {
        if (!isRefusal(error)) {
          result.stopped = true;
          break;
        }
        const refused = await offlineDrafts.update(user, draft.id, {
          state: 'refused',
          refusal: { status: error.status, data: error.data },
        });
        if (refused) result.refused.push(refused);
      }
    }
    return result;
  })().finally(() => {
    running = null;
  });
  return running;
}
