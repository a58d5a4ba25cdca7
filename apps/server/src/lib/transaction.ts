import type { Ctx } from '../context';
import type { Executor, Tx } from '../db/client';

/** A service context whose database handle is an open transaction. */
export type TxCtx = Ctx & { db: Tx };

/**
 * Runs `fn` in one transaction: every change of an action, its history and timeline rows and the
 * mails it causes commit together or not at all (docs/domain.md#statuses-and-transitions).
 */
export function inTransaction<T>(ctx: Ctx, fn: (tx: TxCtx) => Promise<T>): Promise<T> {
  return (ctx.db as Executor).transaction((tx) => fn({ ...ctx, db: tx }));
}
