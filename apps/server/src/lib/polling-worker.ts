import type { FastifyInstance } from 'fastify';

export type PollingWorker = { stop: () => Promise<void> };

/**
 * A background worker of this server process that runs `round` every `intervalMs` (the mail
 * outbox's delivery, the CV indexer): as many rounds in a row as `round` says are waiting (it
 * answers true while a full batch was taken), a failed round logged and tried again at the next
 * tick. It stops when the app closes, after the round in progress, then runs `onStop`.
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
      while (!isStopped && (await opts.round()));
    } catch (error) {
      app.log.error({ err: error }, `${opts.name}: round failed`);
    }
  };
  const schedule = () => {
    if (isStopped) return;
    timer = setTimeout(() => {
      running = tick().finally(schedule);
    }, opts.intervalMs);
    timer.unref();
  };
  schedule();

  const stop = async () => {
    isStopped = true;
    clearTimeout(timer);
    await running;
    await opts.onStop?.();
  };
  app.addHook('onClose', stop);
  return { stop };
}
