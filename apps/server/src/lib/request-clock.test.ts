import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { arrivalOfCurrent, stampArrival } from './request-clock';

describe('request clock', () => {
  it('is the arrival of the request being served, through its awaits', async () => {
    const app = Fastify();
    app.addHook('onRequest', stampArrival);
    app.get('/', async () => {
      const before = arrivalOfCurrent();
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { before, after: arrivalOfCurrent(), now: performance.now() };
    });
    const sent = performance.now();
    const body = (await app.inject({ method: 'GET', url: '/' })).json() as Record<string, number>;
    expect(body.after).toBe(body.before);
    expect(body.before).toBeGreaterThanOrEqual(sent);
    expect(body.now - (body.after as number)).toBeGreaterThanOrEqual(19);
    await app.close();
  });

  it('is now outside a request', () => {
    const now = performance.now();
    expect(arrivalOfCurrent()).toBeGreaterThanOrEqual(now);
  });
});
