import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { idempotencyKeys } from '../db/schema/index';
import { conflict, FieldErrors } from './errors';
import type { TxCtx } from './transaction';

/** A key the client made for one creation (a UUID or any 8 to 64 letters, digits, `-` and `_`). */
const keyPattern = /^[A-Za-z0-9_-]{8,64}$/;

/**
 * The request's `Idempotency-Key` header (docs/api.md#idempotent-creation): null without one; a
 * malformed one is a 400 on the header, like a field.
 */
export function idempotencyKeyOf(req: FastifyRequest): string | null {
  const raw = req.headers['idempotency-key'];
  if (raw === undefined) return null;
  if (typeof raw !== 'string' || !keyPattern.test(raw))
    throw FieldErrors.one('Idempotency-Key', 'validation.idempotency_key');
  return raw;
}

/**
 * Runs a creation once per user and key, inside the caller's transaction: the first request claims
 * the key and creates its row; a repeat (a retry whose answer was lost) gets the id created first
 * and `replayed`, and creates nothing. Two requests racing with one key queue on the key's primary
 * key: the second sees the first's row once it commits, or claims the key itself if the first
 * failed (its transaction, and the claim with it, rolled back). The key of a refused creation is
 * therefore free for the corrected retry. Another scope's key is a 409.
 */
export async function createOnce(
  tx: TxCtx,
  input: { key: string | null; scope: string },
  create: () => Promise<number>,
): Promise<{ id: number; replayed: boolean }> {
  if (!input.key) return { id: await create(), replayed: false };
  const user = tx.actor.id;
  const mine = and(eq(idempotencyKeys.user, user), eq(idempotencyKeys.key, input.key));
  await tx.db
    .delete(idempotencyKeys)
    .where(
      and(eq(idempotencyKeys.user, user), lt(idempotencyKeys.created_at, sql`now() - interval '30 days'`)),
    );
  const claimed = await tx.db
    .insert(idempotencyKeys)
    .values({ user, key: input.key, scope: input.scope })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (claimed.length === 0) {
    const [prior] = await tx.db.select().from(idempotencyKeys).where(mine);
    if (!prior || prior.scope !== input.scope || prior.row_id === null)
      throw conflict('errors.idempotency_key_reused');
    return { id: prior.row_id, replayed: true };
  }
  const id = await create();
  await tx.db.update(idempotencyKeys).set({ row_id: id }).where(mine);
  return { id, replayed: false };
}
