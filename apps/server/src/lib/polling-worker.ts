import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';

export type PollingWorker = {
  stop: () => Promise<void>;
  /** Runs a round now rather than at the next tick (work was just queued); no-op while one runs. */
  wake: () => void;
};

/**
 * A background worker of this server process that runs `round` every `intervalMs` (the mail
 * outbox's delivery, the CV indexer): as many rounds in a row as `round` says are waiting (it
 * answers true while a full batch was taken), a failed round logged and tried again at the next
 * tick. Between two rounds it lets the event loop turn: on the embedded database each round is a
 * transaction that holds the database, and the requests that queued meanwhile go first instead of
 * waiting for the whole run (a 10,000-row import held it 5–6 s; docs/performance.md "Candidate
 * import"). It stops when the app closes, after the round in progress, then runs `onStop`.
 */
export function startPollingWorker(
  app: FastifyInstance,
  opts: {
    name: string;
    intervalMs: number;
    /** One round; true when more may be waiting at once. */
    round: () => Promise<boolean>;
    onStop?: () => void | Promise<void>;
  },
): PollingWorker {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let isStopped = false;

  const tick = async () => {
    try {
      while (!isStopped && (await opts.round())) await nextTurn();
    } catch (error) {
      app.log.error({ err: error }, `${opts.name}: round failed`);
    }
  };
  const run = () => {
    running = tick().finally(() => {
      running = undefined;
      schedule();
    });
  };
  const schedule = () => {
    if (isStopped) return;
    timer = setTimeout(run, opts.intervalMs);
    timer.unref();
  };
  schedule();

  const wake = () => {
    if (isStopped || running) return;
    clearTimeout(timer);
    run();
  };

  const stop = async () => {
    isStopped = true;
    clearTimeout(timer);
    await running;
    await opts.onStop?.();
  };
  app.addHook('onClose', stop);
  return { stop, wake };
}
