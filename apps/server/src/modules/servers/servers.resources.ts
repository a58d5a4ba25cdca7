import { resourceAccess } from '@rp/contract';
import {
  queryCreateSchema,
  querySchema,
  queryUpdateSchema,
  serverCreateSchema,
  serverSchema,
  serverUpdateSchema,
} from '@rp/contract/entities';
import { queries, servers } from '../../db/schema/index';
import { encryptSecret } from '../../lib/secrets';
import type { ResourceDef } from '../../resources/types';

/** Client payroll databases (docs/decisions.md, Security: stored secrets); passwords are encrypted at rest and never returned. */
export const serversResources: ResourceDef[] = [
  {
    path: 'servers',
    table: servers,
    access: resourceAccess.servers,
    read: serverSchema,
    create: serverCreateSchema,
    update: serverUpdateSchema,
    search: [servers.name, servers.instance, servers.database],
    defaultOrdering: 'name',
    async beforeWrite(ctx, input) {
      if (typeof input.password !== 'string' || input.password === '') {
        const { password: _keep, ...rest } = input;
        return rest;
      }
      return { ...input, password: encryptSecret(ctx.config.jwtSecret, input.password) };
    },
  },
  {
    path: 'queries',
    table: queries,
    access: resourceAccess.queries,
    read: querySchema,
    create: queryCreateSchema,
    update: queryUpdateSchema,
    search: [queries.description, queries.endpoint],
    defaultOrdering: 'description',
  },
];
