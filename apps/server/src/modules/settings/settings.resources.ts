import { resourceAccess } from '@rp/contract';
import {
  catalogCreateSchema,
  catalogSchema,
  catalogUpdateSchema,
  categoryCreateSchema,
  categorySchema,
  categoryUpdateSchema,
  clasificationCreateSchema,
  clasificationSchema,
  clasificationUpdateSchema,
  defaultApprovalCreateSchema,
  defaultApprovalSchema,
  defaultApprovalUpdateSchema,
  departmentCreateSchema,
  departmentSchema,
  departmentUpdateSchema,
  permissionCreateSchema,
  permissionSchema,
  permissionUpdateSchema,
  positionCreateSchema,
  positionSchema,
  positionUpdateSchema,
  regionCreateSchema,
  regionSchema,
  regionUpdateSchema,
  roleCreateSchema,
  roleSchema,
  roleUpdateSchema,
} from '@rp/contract/entities';
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
    path: 'regions',
    table: regions,
    access: resourceAccess.regions,
    read: regionSchema,
    create: regionCreateSchema,
    update: regionUpdateSchema,
    search: [regions.name, regions.area],
    defaultOrdering: 'name',
  },
  userResource,
  {
    path: 'roles',
    table: roles,
    access: resourceAccess.roles,
    read: roleSchema,
    create: roleCreateSchema,
    update: roleUpdateSchema,
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
    path: 'permissions',
    table: permissions,
    access: resourceAccess.permissions,
    read: permissionSchema,
    create: permissionCreateSchema,
    update: permissionUpdateSchema,
    search: [permissions.name, permissions.short],
    defaultOrdering: 'name',
  },
  {
    path: 'categories',
    table: categories,
    access: resourceAccess.categories,
    read: categorySchema,
    create: categoryCreateSchema,
    update: categoryUpdateSchema,
    search: [categories.code, categories.description],
    defaultOrdering: 'code',
  },
  {
    path: 'clasifications',
    table: clasifications,
    access: resourceAccess.clasifications,
    read: clasificationSchema,
    create: clasificationCreateSchema,
    update: clasificationUpdateSchema,
    search: [clasifications.name],
    defaultOrdering: 'id',
  },
  {
    path: 'catalogs',
    table: catalogs,
    access: resourceAccess.catalogs,
    read: catalogSchema,
    create: catalogCreateSchema,
    update: catalogUpdateSchema,
    search: [catalogs.code, catalogs.name, catalogs.name_en],
    defaultOrdering: 'clas_id,name',
  },
  {
    path: 'departments',
    table: departments,
    access: resourceAccess.departments,
    read: departmentSchema,
    create: departmentCreateSchema,
    update: departmentUpdateSchema,
    search: [departments.code, departments.name_es, departments.name_en],
    defaultOrdering: 'name_es',
  },
  {
    path: 'positions',
    table: positions,
    access: resourceAccess.positions,
    read: positionSchema,
    create: positionCreateSchema,
    update: positionUpdateSchema,
    search: [positions.name_es, positions.name_en],
    defaultOrdering: 'name_es',
    scope: companyScope(positions.company, { nullableCompany: true }),
    references: { company: { resource: 'companies' } },
  },
  {
    path: 'default-approvals',
    table: defaultApprovals,
    access: resourceAccess['default-approvals'],
    read: defaultApprovalSchema,
    create: defaultApprovalCreateSchema,
    update: defaultApprovalUpdateSchema,
    search: [defaultApprovals.full_name, defaultApprovals.email, defaultApprovals.title],
    defaultOrdering: 'region,approval_type,sort_item',
    regionOf: defaultApprovals.region,
  },
];
