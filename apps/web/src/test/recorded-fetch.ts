import { vi } from 'vitest';

/** A request the page sent: its method, its path under /api/ and its JSON body. */
export type SentRequest = { method: string; path: string; body: unknown };

/**
 * Stubs `fetch` with one that answers `{}` and records each request in the returned list (undo with
 * `vi.unstubAllGlobals()`): for tests that check which requests leave, not what comes back.
 */
export function recordRequests(): SentRequest[] {
  const sent: SentRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      sent.push({
        method: init.method ?? 'GET',
        path: url.replace(/^\/api\//, ''),
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      });
      return new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return sent;
}
