import { and, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { candidates, positions } from '../../db/schema/index';

/**
 * The statements of the offer letter (offer-letter.ts holds what it prints; docs/architecture.md
 * "Where each kind of code lives").
 */

/**
 * Reads the English name of the positions catalogue's entry with this Spanish name (any case), the
 * company's own first, then a shared one; entries with no English name are skipped.
 */
export async function findPositionEnglishName(db: Executor, position: string, company: number) {
  const [match] = await db
    .select({ name_en: positions.name_en })
    .from(positions)
    .where(
      and(
        sql`lower(${positions.name_es}) = lower(${position})`,
        isNotNull(positions.name_en),
        sql`nullif(trim(${positions.name_en}), '') is not null`,
        or(isNull(positions.company), eq(positions.company, company)),
      ),
    )
    .orderBy(sql`${positions.company} is null`)
    .limit(1);
  return match;
}

/** Reads a candidate's given names and surnames. */
export async function findCandidatePersonNames(db: Executor, candidateId: number) {
  const [person] = await db
    .select({ names: candidates.names, last_name: candidates.last_name, second_name: candidates.second_name })
    .from(candidates)
    .where(eq(candidates.id, candidateId));
  return person;
}
