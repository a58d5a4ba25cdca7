import { resources } from '@rp/contract/resources';
import { eq } from 'drizzle-orm';
import {
  catalogs,
  categories,
  clasifications,
  defaultApprovals,
  departments,
  permissions,
  positions,
  regions,
  roles,
  userRoles,
} from '../../db/schema/index';
import { conflict } from '../../lib/errors';
import { companyScope } from '../../resources/scope';
import type { ResourceDef } from '../../resources/types';
import { userResource } from './users.resource';

export const settingsResources: ResourceDef[] = [
  {
    ...resources.regions,
    table: regions,
    search: [regions.name, regions.area],
    defaultOrdering: 'name',
  },
  userResource,
  {
    ...resources.roles,
    table: roles,
    search: [roles.name, roles.short],
    defaultOrdering: 'name',
    /** A role still given to users answers 409 (the join rows would otherwise vanish with it). */
    async onDelete(ctx, row) {
      const [used] = await ctx.db
        .select({ user: userRoles.user })
        .from(userRoles)
        .where(eq(userRoles.role, Number(row.id)))
        .limit(1);
      if (used) throw conflict('errors.in_use', { table: 'users' });
      await ctx.db.delete(roles).where(eq(roles.id, Number(row.id)));
    },
  },
  {
    ...resources.permissions,
    table: permissions,
    search: [permissions.name, permissions.short],
    defaultOrdering: 'name',
  },
  {
    ...resources.categories,
    table: categories,
    search: [categories.code, categories.description],
    defaultOrdering: 'code',
  },
  {
    ...resources.clasifications,
    table: clasifications,
    search: [clasifications.name],
    defaultOrdering: 'id',
  },
  {
    ...resources.catalogs,
    table: catalogs,
    search: [catalogs.code, catalogs.name, catalogs.name_en],
    defaultOrdering: 'clas_id,name',
  },
  {
    ...resources.departments,
    table: departments,
    search: [departments.code, departments.name_es, departments.name_en],
    defaultOrdering: 'name_es',
  },
  {
    ...resources.positions,
    table: positions,
    search: [positions.name_es, positions.name_en],
    defaultOrdering: 'name_es',
    scope: companyScope(positions.company, { nullableCompany: true }),
    references: { company: { resource: 'companies' } },
  },
  {
    ...resources['default-approvals'],
    table: defaultApprovals,
    search: [defaultApprovals.full_name, defaultApprovals.email, defaultApprovals.title],
    defaultOrdering: 'region,approval_type,sort_item',
    regionOf: defaultApprovals.region,
  },
];
