import { resources } from '@rp/contract/resources';
import { companies, sites, targets } from '../../db/schema/index';
import { companyScope, inIds, regionOfCompany } from '../../resources/scope';
import { defineResourceDef, type ResourceDef } from '../../resources/types';
import { insertUserCompany } from './clients.queries';

/** Public application links derive from custom_url (docs/decisions.md, Clients). */
export function companyLinks(customUrl: unknown) {
  if (typeof customUrl !== 'string' || !customUrl) return null;
  return {
    clients: `/vacancies/clients/${customUrl}`,
    shelter: `/vacancies/shelter/${customUrl}`,
    shelter_indirect: `/vacancies/shelter_indirect/${customUrl}`,
  };
}

export const companyResource = defineResourceDef(resources.companies, {
  table: companies,
  search: [companies.code, companies.name_es, companies.name_en, companies.public_name, companies.rfc],
  defaultOrdering: 'priority_order,name_es',
  scope: (actor) => inIds(companies.id, actor.companies),
  regionOf: companies.region,
  expand: async (_ctx, rows) => rows.map((row) => ({ ...row, links: companyLinks(row.custom_url) })),
  /** A non-superuser who creates a company works with it from then on. */
  async onCreated(ctx, id) {
    if (ctx.actor.is_superuser) return;
    await insertUserCompany(ctx.db, ctx.actor.id, id);
    // this action's own reads see it at once (the signed-in user is shared and read-only: a new
    // one for this transaction's context; the next request reads it again, the epoch moved)
    ctx.actor = { ...ctx.actor, companies: [...ctx.actor.companies, id] };
  },
});

export const siteResource = defineResourceDef(resources.sites, {
  table: sites,
  search: [sites.code, sites.name, sites.city, sites.contact_name],
  defaultOrdering: 'name',
  scope: companyScope(sites.company, { site: sites.id }),
  regionOf: regionOfCompany(sites.company),
  references: { company: { resource: 'companies' } },
});

export const targetResource = defineResourceDef(resources.targets, {
  table: targets,
  defaultOrdering: '-id',
  scope: companyScope(targets.company),
  regionOf: regionOfCompany(targets.company),
  references: { company: { resource: 'companies' } },
});

export const clientsResources: ResourceDef[] = [companyResource, siteResource, targetResource];
