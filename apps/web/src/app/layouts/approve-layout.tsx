import { AppShell, Group, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { LanguageSwitch } from '../../components/layout/language-switch';
import { AppProviders } from '../app-providers';

/** Minimal bar for the approval and public pages. */
export function ApproveLayout() {
  return (
    <AppProviders>
      <ApproveLayoutContent />
    </AppProviders>
  );
}

function ApproveLayoutContent() {
  const { t } = useTranslation();
  return (
    <AppShell header={{ height: 56 }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" bg="green.7" c="white">
          <Title order={1} fz="lg">
            {t('routes.default_title')}
          </Title>
          <LanguageSwitch />
        </Group>
      </AppShell.Header>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
