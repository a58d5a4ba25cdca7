import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { companies, regions } from '../../db/schema/index';

/** Custom actions of the clients area (spec §7, Company). */
export async function clientsRoutes(app: FastifyInstance) {
  /** The regions the user works in (feeds the top bar's region selector). */
  app.get('/api/companies/get_regions/', { schema: { tags: ['companies'] } }, async (req) => {
    const ctx = await app.ctxFor(req);
    const base = ctx.db
      .selectDistinct({ id: regions.id, name: regions.name, area: regions.area })
      .from(regions)
      .orderBy(asc(regions.name));
    if (ctx.actor.is_superuser) return base.where(eq(regions.status, true));
    if (ctx.actor.companies.length === 0) return [];
    return base
      .innerJoin(companies, eq(companies.region, regions.id))
      .where(and(eq(regions.status, true), inArray(companies.id, ctx.actor.companies)));
  });
}
