import { type DBSchema, type IDBPDatabase, openDB } from 'idb';

/**
 * Offline drafts (docs/decisions.md, "Offline forms"): what a user types into a form that works
 * offline is kept in the browser's IndexedDB, per user, until the server has it. A draft is
 * `editing` while its form is open (saved as the user types, so a reload, a closed tab or a
 * sign-out loses nothing), `pending` once submitted and waiting for the connection, and `refused`
 * when the server answered it with field errors to correct. Its id is the idempotency key base of
 * its creation, so sending it twice never creates twice.
 */
export type DraftKind = 'vacancy' | 'candidate';
export type DraftState = 'editing' | 'pending' | 'refused';

export type Draft = {
  /** A UUID: the draft's key and the base of its requests' `Idempotency-Key`. */
  id: string;
  /** The user who typed it; nobody else is shown it. */
  user: number;
  kind: DraftKind;
  /** What form it belongs to within its kind (a vacancy's type, a candidate's list). */
  variant: string;
  state: DraftState;
  /** The form's values, as the form keeps them. */
  values: Record<string, unknown>;
  /** Files the form holds (a photo of the CV), kept as they are. */
  files?: Record<string, Blob>;
  /** The server's answer when it refused the draft: its status and `{field: [messages]}` or `{detail}`. */
  refusal?: { status: number; data: Record<string, unknown> };
  /** Results of the steps already done (a created candidate's id), so a resumed send skips them. */
  steps?: Record<string, number>;
  /** When it was first saved (the send order) and last changed, in ms. */
  created_at: number;
  updated_at: number;
};

type DraftsDb = DBSchema & {
  drafts: { key: string; value: Draft; indexes: { user: number } };
};

const dbName = 'rp-offline';
let opening: Promise<IDBPDatabase<DraftsDb>> | null = null;

function db() {
  opening ??= openDB<DraftsDb>(dbName, 1, {
    upgrade(database) {
      const store = database.createObjectStore('drafts', { keyPath: 'id' });
      store.createIndex('user', 'user');
    },
  });
  return opening;
}

/** Listeners told when a user's drafts change (the pending indicator, the drafts list). */
const listeners = new Set<() => void>();
const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('rp-offline-drafts');
channel?.addEventListener('message', () => {
  for (const listener of listeners) listener();
});
function changed() {
  for (const listener of listeners) listener();
  // other tabs of the same browser refresh their indicator too
  channel?.postMessage('changed');
}

export function onDraftsChanged(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export const newDraftId = () => crypto.randomUUID();

export const offlineDrafts = {
  /** A user's drafts, oldest first (the order they are sent in). */
  async list(user: number): Promise<Draft[]> {
    const rows = await (await db()).getAllFromIndex('drafts', 'user', user);
    return rows.sort((a, b) => a.created_at - b.created_at);
  },

  /** One draft of the user, or null (another user's draft is not theirs to open). */
  async get(user: number, id: string): Promise<Draft | null> {
    const row = await (await db()).get('drafts', id);
    return row && row.user === user ? row : null;
  },

  /** Saves a draft (created or changed); keeps its creation time. */
  async put(draft: Omit<Draft, 'created_at' | 'updated_at'> & { created_at?: number }): Promise<Draft> {
    // one transaction: read and write in the order the saves were asked for
    const tx = (await db()).transaction('drafts', 'readwrite');
    const existing = await tx.store.get(draft.id);
    if (existing && existing.user !== draft.user) throw new Error('draft of another user');
    const now = Date.now();
    const row: Draft = {
      ...draft,
      created_at: existing?.created_at ?? draft.created_at ?? now,
      updated_at: now,
    };
    await tx.store.put(row);
    await tx.done;
    changed();
    return row;
  },

  /** Changes some fields of a stored draft of the user (nothing when it is gone). */
  async update(user: number, id: string, change: Partial<Omit<Draft, 'id' | 'user'>>): Promise<Draft | null> {
    const database = await db();
    const tx = database.transaction('drafts', 'readwrite');
    const existing = await tx.store.get(id);
    if (!existing || existing.user !== user) {
      await tx.done;
      return null;
    }
    const row = { ...existing, ...change, updated_at: Date.now() };
    await tx.store.put(row);
    await tx.done;
    changed();
    return row;
  },

  /** Every user's drafts removed: the test suite's clean browser between tests. */
  async clearForTests(): Promise<void> {
    await (await db()).clear('drafts');
  },

  async remove(user: number, id: string): Promise<void> {
    const database = await db();
    const existing = await database.get('drafts', id);
    if (!existing || existing.user !== user) return;
    await database.delete('drafts', id);
    changed();
  },
};
