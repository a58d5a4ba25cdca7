import { requestedRequirementStatuses } from '@rp/contract/rules/summary';
import { type SQL, sql } from 'drizzle-orm';

/**
 * The positions counts of the direct process (docs/domain.md#fill-rate), written once for the
 * weekly summary and the direct board (its export and home): requested, accepted, hired, rejected
 * and open count the requirements that are not cancelled, `canceled` the positions of those that
 * are. `column` names a column of the requirement row (`requeriments.x` or an alias's `r.x`).
 */
export function requestedPositionSums(column: (name: string) => SQL) {
  const requested = sql`${column('status')} in (${sql.join(
    requestedRequirementStatuses.map((status) => sql`${status}`),
    sql`, `,
  )})`;
  const sumOf = (value: SQL, when: SQL) =>
    sql<number>`coalesce(sum(${value}) filter (where ${when}), 0)::int`;
  return {
    /** The row is a requirement whose positions are requested (not cancelled). */
    requested,
    total_positions: sumOf(column('total_positions'), requested),
    accepted: sumOf(column('accepted_positions'), requested),
    hired: sumOf(column('hired_positions'), requested),
    rejected: sumOf(column('rejected_positions'), requested),
    open: sumOf(sql`${column('total_positions')} - ${column('accepted_positions')}`, requested),
    canceled: sumOf(column('total_positions'), sql`not (${requested})`),
  };
}
