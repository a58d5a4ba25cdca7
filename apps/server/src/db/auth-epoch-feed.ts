import pg from 'pg';
import { isPlainRead } from './embedded-writes';

/**
 * The auth epoch as PostgreSQL tells it (docs/decisions.md "The auth epoch told by the database
 * (issue 28)"): migration 0034 notifies channel `auth_epoch` with the new value whenever the counter
 * is raised, and one connection of this process listens. While it listens and no write of this
 * process has ended since the value was learned, that value is the counter: a request reads it from
 * here instead of asking the database (one statement fewer for every signed-in request). A write of
 * this process (which may have raised the counter in its transaction, whose notification is still on
 * its way) and a listening connection that dropped (notifications lost) make the next request read
 * the counter again. Another process's change counts from the moment its notification arrives
 * (milliseconds after its commit). The listening connection reads the counter itself every few
 * seconds; when it has not answered for `epochFeedTiming.silenceMaxMs`, the feed vouches for nothing.
 */
export type EpochFeed = {
  /** The counter, when the feed vouches for it; undefined: read it from the database. */
  current(): string | undefined;
  /** Taken right before reading the counter from the database, handed to `learn` with what it read. */
  mark(): EpochMark;
  /** A value read from the database since `mark`: kept when the feed was listening all along. */
  learn(epoch: string, mark: EpochMark): void;
  close(): Promise<void>;
};

/** When a read of the counter started: the writes ended by then and the listening connection's life. */
export type EpochMark = { writes: number; life: number };

/** The channel migration 0034's trigger function notifies. */
export const authEpochChannel = 'auth_epoch';
/** The listening connection's `application_name` (what `pg_stat_activity` shows of it). */
export const epochListenerName = 'rp-auth-epoch';

/** First and longest wait before the listening connection is opened again after it dropped. */
const reconnectMs = { first: 500, max: 30_000 };

/**
 * How often the listening connection reads the counter itself, and how long without an answer on it
 * before the feed stops vouching: a connection cut without a word (a half-open TCP connection after
 * a network fault) delivers no notification and no error, so silence alone ends the trust.
 */
export const epochFeedTiming = { heartbeatMs: 5_000, silenceMaxMs: 15_000 };

/**
 * Counts the calls on `pool` that may have written, each once it has ended (commit included): a
 * statement other than a plain read, and a checked-out client (a transaction) that ran one, at its
 * release. Wraps the pool's methods.
 */
export function countPoolWrites(pool: pg.Pool): () => number {
  let writes = 0;
  const textOf = (config: unknown): string =>
    typeof config === 'string'
      ? config
      : config && typeof config === 'object' && 'text' in config && typeof config.text === 'string'
        ? config.text
        : '';
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown> | undefined;
  pool.query = ((...args: unknown[]) => {
    if (isPlainRead(textOf(args[0]))) return query(...args);
    const callback = args.at(-1);
    if (typeof callback === 'function') {
      // the callback form: counted before the callback hears of the end
      args[args.length - 1] = (...results: unknown[]) => {
        writes += 1;
        return callback(...results);
      };
      return query(...args);
    }
    return query(...args)?.finally(() => {
      writes += 1;
    });
  }) as typeof pool.query;
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => Promise<pg.PoolClient> | undefined;
  pool.connect = ((...args: unknown[]) => {
    // with a callback: the pool's own `query` checking a client out (counted above)
    if (typeof args[0] === 'function') return connect(...args);
    return checkedOut();
  }) as typeof pool.connect;
  const checkedOut = async () => {
    const client = (await connect()) as pg.PoolClient;
    const clientQuery = client.query.bind(client) as (...args: unknown[]) => unknown;
    const release = client.release.bind(client);
    let wrote = false;
    client.query = ((...args: unknown[]) => {
      if (!isPlainRead(textOf(args[0]))) wrote = true;
      return clientQuery(...args);
    }) as typeof client.query;
    client.release = ((err?: Error | boolean) => {
      if (wrote) writes += 1;
      // the pool hands this client out again: its own methods back
      client.query = clientQuery as typeof client.query;
      client.release = release;
      return release(err);
    }) as typeof client.release;
    return client;
  };
  return () => writes;
}

/** Which of two counter values (decimal text of a bigint) is the later. */
function later(a: string, b: string): boolean {
  return a.length !== b.length ? a.length > b.length : a > b;
}

/**
 * Listens on `url` for the counter's notifications (a connection of its own, opened again after it
 * drops). `writes` is the pool's write count (`countPoolWrites`).
 */
export function createEpochFeed(
  url: string,
  writes: () => number,
  onError: (err: Error) => void = () => undefined,
  timing = epochFeedTiming,
): EpochFeed {
  let known: { epoch: string; writes: number } | undefined;
  /** Raised each time the listening connection starts or stops: a read across one is not kept. */
  let life = 0;
  let listening = false;
  let closed = false;
  let client: pg.Client | undefined;
  let wait = reconnectMs.first;
  let timer: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  /** When the listening connection last answered (its LISTEN, a heartbeat or a notification). */
  let heardAt = 0;

  const keep = (epoch: string, at: number) => {
    if (!known || later(epoch, known.epoch)) known = { epoch, writes: at };
    else if (epoch === known.epoch && at > known.writes) known = { epoch, writes: at };
  };
  const stop = () => {
    listening = false;
    known = undefined;
    life += 1;
    if (heartbeat) clearInterval(heartbeat);
    heartbeat = undefined;
  };
  const retry = () => {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void listen();
    }, wait);
    timer.unref();
    wait = Math.min(wait * 2, reconnectMs.max);
  };

  async function listen(): Promise<void> {
    const next = new pg.Client({ connectionString: url, application_name: epochListenerName });
    client = next;
    next.on('notification', (message) => {
      if (message.channel === authEpochChannel && message.payload && listening && client === next) {
        heardAt = Date.now();
        keep(message.payload, writes());
      }
    });
    const dropped = (err?: Error) => {
      if (client !== next) return;
      client = undefined;
      stop();
      if (err) onError(err);
      void next.end().catch(() => undefined);
      retry();
    };
    next.on('error', dropped);
    next.on('end', () => dropped());
    try {
      await next.connect();
      await next.query(`listen ${authEpochChannel}`);
      if (client !== next || closed) return;
      // from here every raise is told: a read that starts now can be kept
      life += 1;
      listening = true;
      heardAt = Date.now();
      wait = reconnectMs.first;
      let beating = false;
      heartbeat = setInterval(() => {
        if (beating || client !== next) return;
        beating = true;
        const mark = { writes: writes(), life };
        next
          .query<{ epoch: string }>('select epoch::text as epoch from auth_epoch')
          .then(({ rows }) => {
            if (client !== next || mark.life !== life) return;
            heardAt = Date.now();
            const epoch = rows[0]?.epoch;
            if (epoch !== undefined) keep(epoch, mark.writes);
          })
          .catch((err: unknown) => dropped(err instanceof Error ? err : new Error(String(err))))
          .finally(() => {
            beating = false;
          });
      }, timing.heartbeatMs);
      heartbeat.unref();
    } catch (err) {
      dropped(err instanceof Error ? err : new Error(String(err)));
    }
  }
  void listen();

  return {
    current: () =>
      listening && known && known.writes === writes() && Date.now() - heardAt < timing.silenceMaxMs
        ? known.epoch
        : undefined,
    mark: () => ({ writes: writes(), life }),
    learn(epoch, mark) {
      if (listening && mark.life === life) keep(epoch, mark.writes);
    },
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      const last = client;
      client = undefined;
      stop();
      await last?.end().catch(() => undefined);
    },
  };
}

const feeds = new WeakMap<object, EpochFeed>();

/** Registers a PostgreSQL database's feed under its drizzle handle. */
export function registerEpochFeed(db: object, feed: EpochFeed): void {
  feeds.set(db, feed);
}

/** The feed of a PostgreSQL database (undefined for the embedded one and for a transaction). */
export function epochFeed(db: object): EpochFeed | undefined {
  return feeds.get(db);
}
