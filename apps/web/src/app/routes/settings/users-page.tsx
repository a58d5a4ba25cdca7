import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/layout/page';
import { UserCreateModal } from '../../../features/settings/components/user-create-modal';
import { UsersTable } from '../../../features/settings/components/users-table';

/** /settings/users: the users list, a create modal, and each row opening the user page. */
export default function UsersPage() {
  const { t } = useTranslation();
  const [isCreating, setCreating] = useState(false);
  return (
    <Page title={t('routes.settings_users.title')}>
      <UsersTable
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
            {t('settings.users.new')}
          </Button>
        }
      />
      <UserCreateModal opened={isCreating} onClose={() => setCreating(false)} />
    </Page>
  );
}
