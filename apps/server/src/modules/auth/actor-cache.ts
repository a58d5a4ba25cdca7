import { LRUCache } from 'lru-cache';
import type { Actor } from '../../context';
import type { Executor } from '../../db/client';
import { findAuthEpoch } from './auth.queries';
import { loadActorAt } from './auth.service';

type Session = { userId: number; version: number; id: string };
type Entry = { actor: Actor; epoch: string };

/** Signed-in users kept per process (one entry per session of a user). */
const CACHED_SESSIONS = 2000;

/** A cached user is read-only: a request that changed it would change the next request's too. */
function frozen(actor: Actor): Actor {
  for (const value of Object.values(actor)) if (value && typeof value === 'object') Object.freeze(value);
  for (const role of actor.roles) Object.freeze(role);
  for (const permission of actor.permissions) Object.freeze(permission);
  return Object.freeze(actor);
}

/**
 * The signed-in user of a request, re-read only when the database says something it is made of
 * changed (docs/decisions.md "The signed-in user, cached by the database's word"): every request
 * reads the one-row auth epoch, which triggers raise in the same transaction as any change to the
 * account, its roles, permissions, companies and sites, or a revoked session (migration 0028); a user
 * read at the epoch that still holds is the user the full query would read now. A disabled user or
 * an ended session therefore stops at the next request, on every process, as before.
 */
export function createActorCache(max = CACHED_SESSIONS) {
  const entries = new LRUCache<string, Entry>({ max });
  return {
    async resolve(db: Executor, session: Session): Promise<Actor | null> {
      const key = `${session.userId}:${session.version}:${session.id}`;
      const cached = entries.get(key);
      if (cached) {
        const epoch = await findAuthEpoch(db);
        if (epoch !== undefined && epoch === cached.epoch) return cached.actor;
      }
      const loaded = await loadActorAt(db, session.userId, { version: session.version, id: session.id });
      if (!loaded) {
        entries.delete(key);
        return null;
      }
      const actor = frozen(loaded.actor);
      entries.set(key, { actor, epoch: loaded.epoch });
      return actor;
    },
    clear: () => entries.clear(),
  };
}
