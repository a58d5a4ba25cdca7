import { Group, Stack, Text } from '@mantine/core';
import type { AuditLog } from '@rp/contract/entities';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const texts = 'settings.audit_log';

type Change = { added: unknown[]; removed: unknown[] };
const isChange = (value: unknown): value is Change =>
  typeof value === 'object' &&
  value !== null &&
  Array.isArray((value as Change).added) &&
  Array.isArray((value as Change).removed);

/** Ids of users' roles, companies and sites are shown as numbers (#4), other lists as they are. */
const idLists = new Set(['roles', 'companies', 'sites', 'permissions']);

/**
 * An audit row's details as a reader sees them (docs/domain.md#audit-log): each key by its
 * translated label, list changes as "+ added" and "− removed", reasons, resources and yes/no
 * translated; unknown keys keep their name.
 */
export function AuditDetails({ details }: { details: AuditLog['details'] }) {
  const { t } = useTranslation();
  const entries = Object.entries(details);
  if (entries.length === 0) return null;
  const item = (key: string, value: unknown) =>
    idLists.has(key) &&
    (typeof value === 'number' || typeof value === 'string') &&
    /^\d+$/.test(String(value))
      ? `#${value}`
      : String(value);
  const list = (key: string, values: unknown[]) => values.map((value) => item(key, value)).join(', ');
  const plain = (key: string, value: unknown): ReactNode => {
    if (typeof value === 'boolean') return t(value ? 'common.actions.yes' : 'common.actions.no');
    if (value === null || value === undefined || value === '') return '—';
    if (Array.isArray(value)) return value.length ? list(key, value) : '—';
    if (key === 'reason') return t(`${texts}.reasons.${String(value)}`, { defaultValue: String(value) });
    if (key === 'resource') return t(`${texts}.targets.${String(value)}`, { defaultValue: String(value) });
    if (key === 'format') return String(value).toUpperCase();
    if (typeof value === 'object') return JSON.stringify(value);
    return String(value);
  };
  return (
    <Stack gap={2} maw={360}>
      {entries.map(([key, value]) => (
        <Group key={key} gap={4} wrap="wrap" align="baseline">
          <Text size="xs" fw={600}>
            {t(`${texts}.details.${key}`, { defaultValue: key })}:
          </Text>
          {isChange(value) ? (
            <>
              {value.added.length > 0 && (
                <Text size="xs" c="green.8" style={{ overflowWrap: 'anywhere' }}>
                  + {list(key, value.added)}
                </Text>
              )}
              {value.removed.length > 0 && (
                <Text size="xs" c="red.8" style={{ overflowWrap: 'anywhere' }}>
                  − {list(key, value.removed)}
                </Text>
              )}
            </>
          ) : (
            <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
              {plain(key, value)}
            </Text>
          )}
        </Group>
      ))}
    </Stack>
  );
}
