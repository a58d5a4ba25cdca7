import { LRUCache } from 'lru-cache';
import type { Actor } from '../../context';
import { epochFeed } from '../../db/auth-epoch-feed';
import type { Executor } from '../../db/client';
import { writeCount } from '../../db/embedded-writes';
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
 * checks the one-row auth epoch, which triggers raise in the same transaction as any change to the
 * account, its roles, permissions, companies and sites, or a revoked session (migration 0028); a user
 * read at the epoch that still holds is the user the full query would read now. The embedded
 * database's epoch is read again only after a write (`currentEpoch`): a disabled user or an ended
 * session stops at the next request. PostgreSQL's is told by the database's notifications and read
 * after a write of this process (`toldEpoch`): a change made through this process stops the user at
 * its next request, one made through another process once its notification arrives, milliseconds
 * later (docs/decisions.md "The auth epoch told by the database").
 */
export function createActorCache(max = CACHED_SESSIONS) {
  const entries = new LRUCache<string, Entry>({ max });
  /** The epoch last read from an embedded database, and its write count before that read. */
  const lastRead = new WeakMap<object, { epoch: string; writes: number }>();

  /**
   * The auth epoch. On the embedded database, this process is the only writer: while no call that
   * may write has ended since the epoch was last read (`writeCount`, counted before the read), the
   * epoch is that value, and a request runs one statement fewer (0.4 ms of the database's single
   * thread for a statement that returns one row).
   */
  async function currentEpoch(db: Executor): Promise<string | undefined> {
    const writes = writeCount(db);
    if (writes === undefined) return toldEpoch(db);
    const last = lastRead.get(db);
    if (last && last.writes === writes) return last.epoch;
    const epoch = await findAuthEpoch(db);
    if (epoch !== undefined) lastRead.set(db, { epoch, writes });
    return epoch;
  }

  /**
   * The auth epoch of a PostgreSQL database: as its notifications told it while they vouch for it
   * (db/auth-epoch-feed.ts), else read, and the value read handed to the feed.
   */
  async function toldEpoch(db: Executor): Promise<string | undefined> {
    const feed = epochFeed(db);
    const told = feed?.current();
    if (told !== undefined) return told;
    const mark = feed?.mark();
    const epoch = await findAuthEpoch(db);
    if (feed && mark && epoch !== undefined) feed.learn(epoch, mark);
    return epoch;
  }

  return {
    async resolve(db: Executor, session: Session): Promise<Actor | null> {
      const key = `${session.userId}:${session.version}:${session.id}`;
      const cached = entries.get(key);
      if (cached) {
        const epoch = await currentEpoch(db);
        if (epoch !== undefined && epoch === cached.epoch) return cached.actor;
      }
      const writes = writeCount(db);
      const mark = epochFeed(db)?.mark();
      const loaded = await loadActorAt(db, session.userId, { version: session.version, id: session.id });
      if (!loaded) {
        entries.delete(key);
        return null;
      }
      // the user's statement read the epoch too, in the same snapshot
      if (writes !== undefined) lastRead.set(db, { epoch: loaded.epoch, writes });
      if (mark) epochFeed(db)?.learn(loaded.epoch, mark);
      const actor = frozen(loaded.actor);
      entries.set(key, { actor, epoch: loaded.epoch });
      return actor;
    },
    clear: () => entries.clear(),
  };
}
