import { setImmediate as nextTurn } from 'node:timers';

/**
 * Turns at the embedded database, oldest request first (docs/decisions.md "The embedded database
 * serves the oldest request first (issue 28)"). PGlite runs one statement at a time in the server's
 * own thread and serves its callers in the order they ask. Two things made ten simultaneous requests
 * finish unevenly (p95 twice the median): a request's statements ran back to back as promise
 * callbacks, so the server read no new request from its sockets until that chain ended, and a
 * request's second and third statements (page, count) queued behind every request that had asked
 * meanwhile. Here each turn starts on a fresh pass of the event loop (`setImmediate`, after its
 * network reads), and a waiting statement of an earlier request goes before one of a later request.
 *
 * `node:timers`' own `setImmediate`: a test's fake timers replace the global one only.
 */
export function oldestRequestFirst() {
  const waiting: Array<{ at: number; go: () => void }> = [];
  let busy = false;
  const release = () => {
    const next = waiting.shift();
    if (next) nextTurn(next.go);
    else busy = false;
  };
  return {
    /** Waits for a turn for a request that arrived at `at`; call the answer when done, once. */
    async take(at: number): Promise<() => void> {
      await new Promise<void>((go) => nextTurn(go));
      if (busy) {
        await new Promise<void>((go) => {
          // after every waiting turn of the same or an earlier arrival (first come, first served)
          let i = waiting.length;
          while (i > 0 && (waiting[i - 1] as { at: number }).at > at) i -= 1;
          waiting.splice(i, 0, { at, go });
        });
      }
      busy = true;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        release();
      };
    },
  };
}
