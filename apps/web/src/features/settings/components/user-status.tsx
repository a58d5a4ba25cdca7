import { Badge, Group, Text } from '@mantine/core';
import { formatDateTime } from '@rp/contract';
import type { User } from '@rp/contract/entities';
import { useTranslation } from 'react-i18next';

/** Active or not, superuser, last login and date joined. */
export function UserStatus({ user }: { user: User }) {
  const { t } = useTranslation();
  return (
    <Group gap="lg">
      <Badge color={user.is_active ? 'green' : 'gray'} variant="light" size="lg">
        {user.is_active ? t('settings.users.active') : t('settings.users.inactive')}
      </Badge>
      {user.is_superuser && (
        <Badge color="grape" variant="light" size="lg">
          {t('settings.users.is_superuser')}
        </Badge>
      )}
      <Text size="sm">
        <Text span c="dimmed">
          {t('settings.users.last_login')}:{' '}
        </Text>
        {user.last_login ? formatDateTime(user.last_login) : t('settings.users.never')}
      </Text>
      <Text size="sm">
        <Text span c="dimmed">
          {t('settings.users.date_joined')}:{' '}
        </Text>
        {formatDateTime(user.date_joined)}
      </Text>
    </Group>
  );
}
