import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { startPollingWorker } from './polling-worker';

/** The part of a Fastify app the worker uses: its close hook and its log. */
function fakeApp() {
  const closeHooks: Array<() => Promise<void>> = [];
  const errors: unknown[] = [];
  const app = {
    addHook: (_name: 'onClose', hook: () => Promise<void>) => closeHooks.push(hook),
    log: { error: (error: unknown) => errors.push(error) },
  } as unknown as FastifyInstance;
  return { app, errors, close: () => Promise.all(closeHooks.map((hook) => hook())) };
}

const until = async (isTrue: () => boolean) => {
  for (let i = 0; i < 200 && !isTrue(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(isTrue()).toBe(true);
};

describe('startPollingWorker', () => {
  it('runs rounds while work waits, letting the event loop turn between two rounds', async () => {
    const { app, close } = fakeApp();
    const order: string[] = [];
    let left = 3;
    const worker = startPollingWorker(app, {
      name: 'test',
      intervalMs: 60_000,
      round: async () => {
        const n = 3 - left;
        order.push(`round ${n}`);
        // what queued during this round (a request) runs before the next one
        setImmediate(() => order.push(`queued in round ${n}`));
        left -= 1;
        return left > 0;
      },
    });
    worker.wake();
    await until(() => left === 0 && order.length === 6);
    expect(order).toEqual([
      'round 0',
      'queued in round 0',
      'round 1',
      'queued in round 1',
      'round 2',
      'queued in round 2',
    ]);
    await close();
  });

  it('wakes at once, not again while a round runs, and stops after the round in progress', async () => {
    const { app, close } = fakeApp();
    let rounds = 0;
    let release: () => void = () => {};
    const worker = startPollingWorker(app, {
      name: 'test',
      intervalMs: 60_000,
      round: async () => {
        rounds += 1;
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return false;
      },
    });
    expect(rounds).toBe(0);
    worker.wake();
    await until(() => rounds === 1);
    worker.wake();
    worker.wake();
    const stopping = close();
    release();
    await stopping;
    expect(rounds).toBe(1);
    worker.wake();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(rounds).toBe(1);
  });

  it('logs a failed round and keeps going', async () => {
    const { app, errors, close } = fakeApp();
    let rounds = 0;
    const worker = startPollingWorker(app, {
      name: 'test',
      intervalMs: 60_000,
      round: async () => {
        rounds += 1;
        if (rounds === 1) throw new Error('down');
        return false;
      },
    });
    worker.wake();
    await until(() => errors.length === 1);
    worker.wake();
    await until(() => rounds === 2);
    expect(errors).toHaveLength(1);
    await close();
  });
});
