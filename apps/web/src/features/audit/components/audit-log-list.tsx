import { Badge, Text } from '@mantine/core';
import { auditActions, formatDateTime } from '@rp/contract';
import type { AuditLog } from '@rp/contract/entities';
import { resources } from '@rp/contract/resources';
import { userDisplayName } from '@rp/contract/rules/names';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceTable } from '../../../components/data-table/data-table';
import { FilterSelect } from '../../../components/data-table/filter-select';
import { DateRangeField } from '../../../components/form/date-range-field';
import { ResourceSelect } from '../../../components/form/resource-select';
import { AuditDetails } from './audit-details';

type Action = AuditLog['action'];
const actionColors: Partial<Record<Action, string>> = {
  login: 'green',
  login_failed: 'red',
  user_disabled: 'orange',
  candidates_exported: 'grape',
};

/**
 * The audit log (docs/domain.md#audit-log), superusers only and read-only: newest first, filtered
 * on the server by action, user and date range, searched by user, username tried, address or action.
 */
export function AuditLogList() {
  const { t } = useTranslation();
  const [action, setAction] = useState<Action | null>(null);
  const [user, setUser] = useState<number | null>(null);
  const [range, setRange] = useState<[string | null, string | null]>([null, null]);
  const [from, to] = range;
  const texts = 'settings.audit_log';
  const targetLabel = (row: AuditLog) =>
    row.target_type
      ? `${t(`${texts}.targets.${row.target_type}`, { defaultValue: row.target_type })}${row.target_id ? ` #${row.target_id}` : ''}`
      : '—';
  const hasFilters = Boolean(action || user || from || to);

  return (
    <ResourceTable
      resource={resources['audit-logs']}
      rowName={(row) => `${t(`${texts}.actions.${row.action}`)} ${formatDateTime(row.created_at)}`}
      defaultOrdering="-created_at"
      filters={{
        action: action ?? undefined,
        user: user ?? undefined,
        created_at__gte: from ?? undefined,
        created_at__lte: to ? `${to}T23:59:59.999` : undefined,
      }}
      onClearFilters={
        hasFilters
          ? () => {
              setAction(null);
              setUser(null);
              setRange([null, null]);
            }
          : undefined
      }
      toolbar={
        <>
          <FilterSelect
            label={t(`${texts}.fields.action`)}
            placeholder={t(`${texts}.all_actions`)}
            w={230}
            value={action}
            onChange={setAction}
            options={auditActions.map((value) => ({ value, label: t(`${texts}.actions.${value}`) }))}
          />
          <ResourceSelect
            resource={resources.users}
            labelOf={userDisplayName}
            aria-label={t(`${texts}.fields.user`)}
            placeholder={t(`${texts}.all_users`)}
            w={220}
            value={user}
            onChange={setUser}
          />
          <DateRangeField
            aria-label={t(`${texts}.date_range`)}
            placeholder={t(`${texts}.date_range`)}
            w={240}
            value={range}
            onChange={([start, end]) => setRange([start, end])}
          />
        </>
      }
      columns={[
        {
          accessor: 'created_at',
          title: t(`${texts}.fields.created_at`),
          priority: 'key',
          sortable: true,
          noWrap: true,
          render: (row) => formatDateTime(row.created_at),
        },
        {
          accessor: 'action',
          title: t(`${texts}.fields.action`),
          priority: 'key',
          sortable: true,
          render: (row) => (
            <Badge color={actionColors[row.action] ?? 'blue'} variant="light">
              {t(`${texts}.actions.${row.action}`)}
            </Badge>
          ),
        },
        {
          accessor: 'user_name',
          title: t(`${texts}.fields.user`),
          sortable: true,
          render: (row) =>
            row.user_name ?? (
              <Text size="sm" c="dimmed">
                {t(`${texts}.no_user`)}
              </Text>
            ),
        },
        { accessor: 'target_type', title: t(`${texts}.fields.target`), render: targetLabel },
        { accessor: 'ip', title: t(`${texts}.fields.ip`), sortable: true, noWrap: true },
        {
          accessor: 'details',
          title: t(`${texts}.fields.details`),
          render: (row) => <AuditDetails details={row.details} />,
        },
      ]}
    />
  );
}
