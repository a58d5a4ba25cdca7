import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/index';

// The statements of the users' custom actions; the rules that choose and order them, and their
// transactions, stay in users.service.ts (docs/architecture.md).

/** Reads a user's password hash. */
export async function findPasswordHash(db: Executor, userId: number) {
  const [row] = await db.select({ password: users.password }).from(users).where(eq(users.id, userId));
  return row;
}

/** Writes a user's password hash and `updated_at = now()`. */
export async function setPassword(db: Executor, userId: number, passwordHash: string) {
  await db.update(users).set({ password: passwordHash, updated_at: sql`now()` }).where(eq(users.id, userId));
}

/** Writes `is_active = true` and `updated_at = now()` on a user and returns its id (none if there is no such user). */
export async function activateUser(db: Executor, userId: number) {
  const [updated] = await db
    .update(users)
    .set({ is_active: true, updated_at: sql`now()` })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  return updated;
}
