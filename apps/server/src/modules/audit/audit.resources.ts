import { resources } from '@rp/contract/resources';
import { sql } from 'drizzle-orm';
import { auditLogs } from '../../db/schema/index';
import { qualified, userNameOf } from '../../resources/names';
import { defineResourceDef, type ResourceDef } from '../../resources/types';

/**
 * The audit log (docs/domain.md#audit-log): read-only (writes answer 405), superusers only; filters
 * `action`, `user`, `target_type`, `created_at__gte` / `__lte`; search on the user, the
 * username tried, the address and the action.
 */
const user = qualified('audit_logs', 'user');
const texts = 'settings.audit_log';

export const auditLogResource = defineResourceDef(resources['audit-logs'], {
  table: auditLogs,
  // the acting user's name and username, the username a failed sign-in tried, the address, the action
  search: [
    sql`lower(${userNameOf(user)})`,
    sql`lower((select u.username from users u where u.id = ${user}))`,
    sql`lower(${qualified('audit_logs', 'details')}::text)`,
    auditLogs.ip,
    auditLogs.action,
  ],
  defaultOrdering: '-created_at',
  computed: { user_name: { sql: userNameOf(user), type: 'string' } },
  export: {
    overrides: {
      action: { header: `${texts}.fields.action`, labels: `${texts}.actions` },
      target_type: { header: `${texts}.fields.target`, labels: `${texts}.targets` },
      target_id: { header: `${texts}.fields.target_id` },
      details: {
        header: `${texts}.fields.details`,
        kind: 'text',
        value: (row) => JSON.stringify(row.details),
      },
      ip: { header: `${texts}.fields.ip` },
    },
  },
});

export const auditResources: ResourceDef[] = [auditLogResource];
