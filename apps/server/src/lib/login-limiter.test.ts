import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { type CounterStore, createLoginLimiter, memoryStore, redisStore } from './login-limiter';

/** The same behaviour from both stores; Redis only when TEST_REDIS_URL is set. */
const redisUrl = process.env.TEST_REDIS_URL;
const redis = redisUrl ? new Redis(redisUrl, { maxRetriesPerRequest: 1 }) : undefined;
afterAll(async () => {
  await redis?.quit();
});

const stores: Array<[string, () => CounterStore]> = [['memory', () => memoryStore()]];
if (redis) stores.push(['redis', () => redisStore(redis, `rp-test-${Date.now()}-${Math.random()}-`)]);

describe.each(stores)('login limiter on %s', (_name, makeStore) => {
  it('counts failures per address and per account; success clears the account only', async () => {
    const limiter = createLoginLimiter(makeStore(), { perAddress: 4, perAccount: 2 });
    expect(await limiter.blockedFor('1.1.1.1', 'ana')).toBeNull();
    await limiter.failed('1.1.1.1', 'Ana');
    await limiter.failed('2.2.2.2', ' ana ');
    const wait = await limiter.blockedFor('3.3.3.3', 'ANA');
    expect(wait).toBeGreaterThan(14 * 60);
    expect(wait).toBeLessThanOrEqual(15 * 60);
    expect(await limiter.blockedFor('3.3.3.3', 'luis')).toBeNull();
    await limiter.succeeded('3.3.3.3', 'ana');
    expect(await limiter.blockedFor('3.3.3.3', 'ana')).toBeNull();

    for (const name of ['a', 'b', 'c', 'd']) await limiter.failed('9.9.9.9', name);
    const byAddress = await limiter.blockedFor('9.9.9.9', 'someone-else');
    expect(byAddress).toBeGreaterThan(0);
    expect(byAddress).toBeLessThanOrEqual(60);
  });

  it('a counter expires after its window', async () => {
    const store = makeStore();
    expect(await store.hit('k', 50)).toMatchObject({ count: 1 });
    expect((await store.hit('k', 50)).count).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(await store.peek('k')).toEqual({ count: 0, resetMs: 0 });
  });
});
