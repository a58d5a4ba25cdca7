import { Card, SimpleGrid, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/layout/page';
import { ChangePasswordForm } from '../../../features/settings/components/change-password-form';
import { ProfileForm } from '../../../features/settings/components/profile-form';
import { useAuth } from '../../../lib/auth';

/** /profile: the signed-in user's details (update_user/) and password (change_password/). */
export default function ProfilePage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  if (!user) return null;
  return (
    <Page title={t('routes.profile.title')}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Card withBorder radius="md" padding="lg">
          <Title order={3} fz="md" mb="md">
            {t('settings.profile.details')}
          </Title>
          <ProfileForm />
        </Card>
        <Card withBorder radius="md" padding="lg">
          <Title order={3} fz="md" mb="md">
            {t('settings.profile.password_title')}
          </Title>
          <ChangePasswordForm userId={user.id} requireCurrent />
        </Card>
      </SimpleGrid>
    </Page>
  );
}
