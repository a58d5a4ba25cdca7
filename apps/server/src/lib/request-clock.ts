import { AsyncLocalStorage } from 'node:async_hooks';
import type { onRequestHookHandler } from 'fastify';

/**
 * When the request being served arrived (`performance.now()`), for everything that runs on its
 * behalf: the embedded database serves statements oldest request first by it
 * (db/oldest-request-first.ts, docs/decisions.md "The embedded database serves the oldest request
 * first (issue 28)").
 */
const requestClock = new AsyncLocalStorage<number>();

/** Fastify's first hook: the rest of the request (hooks, handler, reply) runs under its arrival. */
export const stampArrival: onRequestHookHandler = (_request, _reply, done) =>
  requestClock.run(performance.now(), done);

/** The arrival of the request being served, else now (a background job queues as if just arrived). */
export const arrivalOfCurrent = (): number => requestClock.getStore() ?? performance.now();
