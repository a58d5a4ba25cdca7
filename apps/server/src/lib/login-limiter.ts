import type { Redis } from 'ioredis';

/** A counter that expires `windowMs` after its first hit. */
type Counter = { count: number; resetMs: number };

/** Where failed logins are counted: Redis when REDIS_URL is set (shared by every process), memory otherwise. */
export type CounterStore = {
  hit(key: string, windowMs: number): Promise<Counter>;
  peek(key: string): Promise<Counter>;
  reset(key: string): Promise<void>;
};

export function memoryStore(maxKeys = 100_000): CounterStore {
  const counters = new Map<string, { count: number; expiresAt: number }>();
  const live = (key: string, now: number) => {
    const entry = counters.get(key);
    if (entry && entry.expiresAt <= now) counters.delete(key);
    return entry && entry.expiresAt > now ? entry : undefined;
  };
  const prune = (now: number) => {
    for (const [key, entry] of counters) if (entry.expiresAt <= now) counters.delete(key);
    // still full: drop the oldest keys (a Map iterates in insertion order)
    for (const key of counters.keys()) {
      if (counters.size < maxKeys) break;
      counters.delete(key);
    }
  };
  return {
    async hit(key, windowMs) {
      const now = Date.now();
      const entry = live(key, now);
      if (entry) {
        entry.count += 1;
        return { count: entry.count, resetMs: entry.expiresAt - now };
      }
      if (counters.size >= maxKeys) prune(now);
      counters.set(key, { count: 1, expiresAt: now + windowMs });
      return { count: 1, resetMs: windowMs };
    },
    async peek(key) {
      const now = Date.now();
      const entry = live(key, now);
      return entry ? { count: entry.count, resetMs: entry.expiresAt - now } : { count: 0, resetMs: 0 };
    },
    async reset(key) {
      counters.delete(key);
    },
  };
}

/** INCR and, on the first hit, PEXPIRE — atomically. */
const hitScript = `local c = redis.call('INCR', KEYS[1])
if c == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {c, redis.call('PTTL', KEYS[1])}`;

export function redisStore(redis: Redis, prefix = 'rp-login-'): CounterStore {
  return {
    async hit(key, windowMs) {
      const [count, ttl] = (await redis.eval(hitScript, 1, prefix + key, String(windowMs))) as [
        number,
        number,
      ];
      return { count: Number(count), resetMs: Math.max(0, Number(ttl)) };
    },
    async peek(key) {
      const [value, ttl] = await Promise.all([redis.get(prefix + key), redis.pttl(prefix + key)]);
      return { count: Number(value ?? 0), resetMs: Math.max(0, ttl) };
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
  };
}

export type LoginLimits = {
  /** Failed logins per minute from one client address. */
  perAddress: number;
  /** Failed logins per 15 minutes for one username, from any address. */
  perAccount: number;
};

const addressWindowMs = 60_000;
const accountWindowMs = 15 * 60_000;

export type LoginLimiter = ReturnType<typeof createLoginLimiter>;

/**
 * Login throttling (docs/api.md, Login): only failures count, per address and per account; a
 * successful login clears its account's failures and never uses up the address's allowance.
 */
export function createLoginLimiter(store: CounterStore, limits: LoginLimits) {
  const keys = (address: string, username: string) => ({
    address: `addr:${address}`,
    account: `user:${username.trim().toLowerCase()}`,
  });
  return {
    /** Seconds to wait when either limit is reached, else null. */
    async blockedFor(address: string, username: string): Promise<number | null> {
      const key = keys(address, username);
      const [byAddress, byAccount] = await Promise.all([store.peek(key.address), store.peek(key.account)]);
      const waits = [
        byAddress.count >= limits.perAddress ? byAddress.resetMs : 0,
        byAccount.count >= limits.perAccount ? byAccount.resetMs : 0,
      ];
      const wait = Math.max(...waits);
      return wait > 0 ? Math.ceil(wait / 1000) : null;
    },
    async failed(address: string, username: string) {
      const key = keys(address, username);
      await Promise.all([store.hit(key.address, addressWindowMs), store.hit(key.account, accountWindowMs)]);
    },
    async succeeded(address: string, username: string) {
      await store.reset(keys(address, username).account);
    },
  };
}
