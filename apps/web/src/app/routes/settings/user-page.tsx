import { Anchor, Group, SimpleGrid } from '@mantine/core';
import { paths } from '@rp/contract';
import { userDisplayName } from '@rp/contract/rules/names';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { idParam, RecordState } from '../../../components/feedback/record-state';
import { Page } from '../../../components/layout/page';
import { useUser } from '../../../features/settings/api/get-user';
import { UserAccountActions } from '../../../features/settings/components/user-account-actions';
import { UserAccessCard, UserDetailsCard } from '../../../features/settings/components/user-cards';
import { UserStatus } from '../../../features/settings/components/user-status';

/** /settings/users/:id_user: details (PUT), access (update_access/), password, disable/reactivate. */
export default function UserPage() {
  const { t } = useTranslation();
  const id = idParam(useParams().id_user);
  const query = useUser(id);
  return (
    <RecordState query={query} isValidId={id !== undefined}>
      {(user) => (
        <Page
          title={`${user.username} · ${userDisplayName(user)}`}
          actions={<UserAccountActions user={user} />}
        >
          <Anchor component={Link} to={paths['settings-users'].href()} size="sm">
            <Group gap={4}>
              <IconArrowLeft size={14} />
              {t('settings.users.back')}
            </Group>
          </Anchor>
          <UserStatus user={user} />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <UserDetailsCard user={user} />
            <UserAccessCard user={user} />
          </SimpleGrid>
        </Page>
      )}
    </RecordState>
  );
}
