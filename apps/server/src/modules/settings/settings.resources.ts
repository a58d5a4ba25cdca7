import type { AuditDetails } from '@rp/contract/entities/audit-log';
import { resources } from '@rp/contract/resources';
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
} from '../../db/schema/index';
import { conflict } from '../../lib/errors';
import type { TxCtx } from '../../lib/transaction';
import { companyScope } from '../../resources/scope';
import { defineResourceDef, type ResourceDef, type StoredRow } from '../../resources/types';
import { auditBy, listChange } from '../audit/audit.service';
import { deleteRole, findUserOfRole } from './settings.queries';
import { userResource } from './users.resource';

const asList = (value: unknown): string[] | null => (Array.isArray(value) ? value.map(String) : null);

type RoleRow = StoredRow<typeof roles>;

/**
 * A role created or edited: one audit row in the write's transaction with what changed — its
 * routes and permissions as added/removed lists, its status, name and short (docs/domain.md#audit-log).
 */
async function auditRoleWrite(ctx: TxCtx, row: RoleRow, _input: unknown, existing: RoleRow | null) {
  const target = { type: 'roles', id: row.id };
  if (!existing) {
    await auditBy(ctx, {
      action: 'role_created',
      target,
      details: {
        short: row.short,
        routes: asList(row.routes) ?? [],
        permissions: asList(row.permissions) ?? [],
      },
    });
    return;
  }
  const details: AuditDetails = {};
  const routes = listChange(asList(existing.routes), asList(row.routes));
  if (routes) details.routes = routes;
  const granted = listChange(asList(existing.permissions), asList(row.permissions));
  if (granted) details.permissions = granted;
  for (const field of ['status', 'name', 'short'] as const) {
    if (row[field] !== existing[field]) details[field] = row[field];
  }
  if (Object.keys(details).length === 0) return;
  await auditBy(ctx, { action: 'role_updated', target, details: { ...details, role: row.short } });
}

export const regionResource = defineResourceDef(resources.regions, {
  table: regions,
  search: [regions.name, regions.area],
  defaultOrdering: 'name',
});

export const roleResource = defineResourceDef(resources.roles, {
  table: roles,
  search: [roles.name, roles.short],
  defaultOrdering: 'name',
  afterWrite: auditRoleWrite,
  /** A role still given to users answers 409 (the join rows would otherwise vanish with it). */
  async onDelete(ctx, row) {
    const used = await findUserOfRole(ctx.db, row.id);
    if (used) throw conflict('errors.in_use', { table: 'users' });
    await deleteRole(ctx.db, row.id);
    await auditBy(ctx, {
      action: 'role_deleted',
      target: { type: 'roles', id: row.id },
      details: { short: row.short, name: row.name },
    });
  },
});

export const permissionResource = defineResourceDef(resources.permissions, {
  table: permissions,
  search: [permissions.name, permissions.short],
  defaultOrdering: 'name',
});

export const categoryResource = defineResourceDef(resources.categories, {
  table: categories,
  search: [categories.code, categories.description],
  defaultOrdering: 'code',
});

export const clasificationResource = defineResourceDef(resources.clasifications, {
  table: clasifications,
  search: [clasifications.name],
  defaultOrdering: 'id',
});

export const catalogResource = defineResourceDef(resources.catalogs, {
  table: catalogs,
  search: [catalogs.code, catalogs.name, catalogs.name_en],
  defaultOrdering: 'clas_id,name',
});

export const departmentResource = defineResourceDef(resources.departments, {
  table: departments,
  search: [departments.code, departments.name_es, departments.name_en],
  defaultOrdering: 'name_es',
});

export const positionResource = defineResourceDef(resources.positions, {
  table: positions,
  search: [positions.name_es, positions.name_en],
  defaultOrdering: 'name_es',
  scope: companyScope(positions.company, { nullableCompany: true }),
  references: { company: { resource: 'companies' } },
});

export const defaultApprovalResource = defineResourceDef(resources['default-approvals'], {
  table: defaultApprovals,
  search: [defaultApprovals.full_name, defaultApprovals.email, defaultApprovals.title],
  defaultOrdering: 'region,approval_type,sort_item',
  regionOf: defaultApprovals.region,
});

export const settingsResources: ResourceDef[] = [
  regionResource,
  userResource,
  roleResource,
  permissionResource,
  categoryResource,
  clasificationResource,
  catalogResource,
  departmentResource,
  positionResource,
  defaultApprovalResource,
];
