import { resources } from '@rp/contract/resources';
import { queries, servers } from '../../db/schema/index';
import { encryptSecret } from '../../lib/secrets';
import type { ResourceDef } from '../../resources/types';

/** Client payroll databases (docs/decisions.md, Security: stored secrets); passwords are encrypted at rest and never returned. */
export const serversResources: ResourceDef[] = [
  {
    ...resources.servers,
    table: servers,
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
    ...resources.queries,
    table: queries,
    search: [queries.description, queries.endpoint],
    defaultOrdering: 'description',
  },
];
