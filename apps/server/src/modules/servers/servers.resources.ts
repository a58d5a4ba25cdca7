import { resources } from '@rp/contract/resources';
import { queries, servers } from '../../db/schema/index';
import { FieldErrors } from '../../lib/errors';
import { encryptSecret } from '../../lib/secrets';
import { defineResourceDef, type ResourceDef } from '../../resources/types';
import { checkPayrollSql } from './payroll-sql';
import { findServerDialect } from './servers.queries';

/** Client payroll databases (docs/decisions.md, Security: stored secrets); passwords are encrypted at rest and never returned. */
export const serverResource = defineResourceDef(resources.servers, {
  table: servers,
  search: [servers.name, servers.instance, servers.database],
  defaultOrdering: 'name',
  async beforeWrite(ctx, input, existing) {
    if (typeof input.password !== 'string' || input.password === '') {
      // an empty password on edit keeps the stored one; a new server needs one
      if (!existing) throw FieldErrors.one('password', 'validation.required');
      const { password: _keep, ...rest } = input;
      return rest;
    }
    return { ...input, password: encryptSecret(ctx.config.jwtSecret, input.password) };
  },
});

export const queryResource = defineResourceDef(resources.queries, {
  table: queries,
  search: [queries.description, queries.endpoint],
  defaultOrdering: 'description',
  references: { server: { resource: 'servers' } },
  /** The SQL is checked in its server's dialect on every create and update (and again before it runs). */
  async beforeWrite(ctx, input, existing) {
    const serverId = input.server ?? existing?.server ?? 0;
    const sqlText = input.sql ?? existing?.sql ?? '';
    if ('sql' in input || 'server' in input) {
      const server = await findServerDialect(ctx.db, serverId);
      if (!server) throw FieldErrors.one('server', 'validation.not_found_ref');
      await checkPayrollSql(sqlText, server.engine, server.database);
    }
    return input;
  },
});

export const serversResources: ResourceDef[] = [serverResource, queryResource];
