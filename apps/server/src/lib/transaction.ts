import { translate } from '@rp/contract';
import type { Ctx } from '../context';
import type { Executor, Tx } from '../db/client';
import { ApiError, conflict } from './errors';

/** A service context whose database handle is an open transaction. */
export type TxCtx = Ctx & { db: Tx };

/**
 * Runs `fn` in one transaction: every change of an action, its history and timeline rows and the
 * mails it causes commit together or not at all (docs/domain.md#statuses-and-transitions).
 */
export function inTransaction<T>(ctx: Ctx, fn: (tx: TxCtx) => Promise<T>): Promise<T> {
  return (ctx.db as Executor).transaction((tx) => fn({ ...ctx, db: tx }));
}

/**
 * A bulk action, all or nothing (docs/domain.md#statuses-and-transitions): `act` on each id once,
 * in ascending order, in one transaction. A business refusal (409) of one id stops and undoes the
 * whole action with `errors.assignment_failed`, naming who it was refused for (`nameOf`, else the
 * id) and why, in the caller's language. Answers how many ids were acted on.
 */
export async function actOnEachOrNone(
  ctx: Ctx,
  ids: number[],
  act: (tx: TxCtx, id: number) => Promise<unknown>,
  nameOf: (tx: TxCtx, id: number) => Promise<string | undefined>,
): Promise<{ updated: number }> {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  await inTransaction(ctx, async (tx) => {
    for (const id of unique) {
      try {
        await act(tx, id);
      } catch (err) {
        if (!(err instanceof ApiError) || err.statusCode !== 409) throw err;
        throw conflict('errors.assignment_failed', {
          name: (await nameOf(tx, id)) ?? String(id),
          message: translate(ctx.lang, err.key, err.params),
        });
      }
    }
  });
  return { updated: unique.length };
}
