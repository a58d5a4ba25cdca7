import { AppShell, Group, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { LeaveGuard } from '../../components/form/leave-guard';
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
        {/* one line down to 390 px: the name shortens before the language switch moves */}
        <Group h="100%" px="md" justify="space-between" wrap="nowrap" bg="green.7" c="white">
          <Title order={1} fz={{ base: 'md', sm: 'lg' }} lineClamp={1} style={{ minWidth: 0 }}>
            {t('routes.default_title')}
          </Title>
          <LanguageSwitch />
        </Group>
      </AppShell.Header>
      <AppShell.Main>
        <LeaveGuard isPublic />
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
