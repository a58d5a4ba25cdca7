import type { Lang } from '@rp/contract';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';
import { queries, servers } from '../../db/schema/index';
import { localizedNameSql } from '../../resources/names';

// The statements payroll.service.ts and payroll-dashboards.ts run on the platform's own database:
// servers, queries and the dashboards' fallback figures. The statements run on a client's payroll
// database stay in payroll-drivers.ts; the rules, the caller's data scope and the filters stay in
// those two files (docs/architecture.md).

/** Reads a payroll server's row. */
export async function findServer(db: Executor, id: number) {
  const [row] = await db.select().from(servers).where(eq(servers.id, id)).limit(1);
  return row;
}

/** Reads a payroll query's row with its server's row. */
export async function findQueryWithServer(db: Executor, id: number) {
  const [row] = await db
    .select({ query: queries, server: servers })
    .from(queries)
    .innerJoin(servers, eq(servers.id, queries.server))
    .where(eq(queries.id, id))
    .limit(1);
  return row;
}

/** Writes a server's `last_sync = now()` and returns it. */
export async function markServerSynced(db: Executor, serverId: number) {
  const [synced] = await db
    .update(servers)
    .set({ last_sync: sql`now()` })
    .where(eq(servers.id, serverId))
    .returning({ last_sync: servers.last_sync });
  return synced;
}

/** Reads an active query of `endpoint` on an active server, with the server (one, if any). */
export async function findActiveEndpointQuery(db: Executor, endpoint: string) {
  const [row] = await db
    .select({ query: queries, server: servers })
    .from(queries)
    .innerJoin(servers, eq(servers.id, queries.server))
    .where(and(eq(queries.endpoint, endpoint), eq(queries.status, true), eq(servers.status, true)))
    .limit(1);
  return row;
}

/**
 * Counts the hired vacancy candidates (alias `vc`, vacancy `v`) meeting `hires` by their vacancy's
 * department (its name in `lang`; null without one), most first: those with a `hired_at`, as every
 * hire figure counts them (docs/decisions.md "The hires a dashboard counts").
 */
export function countHiresByDepartment(db: Executor, lang: Lang, hires: SQL) {
  const name = localizedNameSql(lang, sql`d.name_es`, sql`d.name_en`);
  return queryRows<{ department: string | null; headcount: number | string }>(
    db,
    sql`select ${name} as department, count(*) as headcount
      from vacancy_candidates vc
      join vacancies v on v.id = vc.vacancy
      left join departments d on d.id = v.department
      where vc.hired_at is not null and ${hires}
      group by d.id, ${name}
      order by count(*) desc, ${name} nulls last`,
  );
}

/**
 * Sums the administrative process's hire figures (`s`, dashboard_hire_figures, migration 0044)
 * meeting `figures` per department: countHiresByDepartment's answer for the filters the figures
 * carry, whatever the history's length.
 */
export function sumHireFiguresByDepartment(db: Executor, lang: Lang, figures: SQL) {
  const name = localizedNameSql(lang, sql`d.name_es`, sql`d.name_en`);
  return queryRows<{ department: string | null; headcount: number | string }>(
    db,
    sql`select ${name} as department, g.headcount
      from (select s.department, sum(s.hires) as headcount from dashboard_hire_figures s
             where s.source = 'v' and ${figures} group by s.department having sum(s.hires) > 0) g
      left join departments d on d.id = g.department
      order by g.headcount desc, ${name} nulls last`,
  );
}

/**
 * Counts the hires per month (YYYY-MM) of both processes: the vacancy candidates (`vc`, vacancy `v`)
 * meeting `vacancyHires` and the requirement candidates (`rc`) meeting `requirementHires`.
 */
export function countHiresByMonth(db: Executor, vacancyHires: SQL, requirementHires: SQL) {
  const parts = [
    sql`select vc.hired_at as hired_at from vacancy_candidates vc
      join vacancies v on v.id = vc.vacancy where vc.hired_at is not null and ${vacancyHires}`,
    sql`select rc.hired_at as hired_at from requeriment_candidates rc
      where rc.hired_at is not null and ${requirementHires}`,
  ];
  return queryRows<{ period: string; hired: number | string }>(
    db,
    sql`select to_char(h.hired_at, 'YYYY-MM') as period, count(*) as hired
      from (${sql.join(parts, sql` union all `)}) h
      group by 1 order by 1`,
  );
}

/**
 * Sums the hire figures (`s`, dashboard_hire_figures: hires per month kept by the database, migration
 * 0027) meeting `figures` per month (YYYY-MM), months with hires only: the same answer as
 * countHiresByMonth for the filters the figures carry, whatever the history's length.
 */
export function sumHireFiguresByMonth(db: Executor, figures: SQL) {
  return queryRows<{ period: string; hired: number | string }>(
    db,
    // summed per month first, the period written once per month (to_char over 26,000 figure rows
    // was half the statement)
    sql`select to_char(g.month, 'YYYY-MM') as period, g.hired
      from (select s.month, sum(s.hires) as hired from dashboard_hire_figures s
             where ${figures} group by s.month having sum(s.hires) > 0) g
      order by g.month`,
  );
}
