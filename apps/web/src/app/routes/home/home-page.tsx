import { Card, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { menuEntries, menuHref } from '@rp/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  medicalQueueParams,
  noMedicalQueueFilters,
} from '../../../components/follow-up/medical-queue-params';
import { Page } from '../../../components/layout/page';
import { routeIcon } from '../../../components/layout/route-icon';
import { useIsPhone } from '../../../components/layout/use-is-phone';
import { prefetchHomeFigures } from '../../../features/dashboard/api/home-figures';
import { HomeDashboard } from '../../../features/dashboard/components/home-dashboard';
import { useAuth } from '../../../lib/auth';
import { definePrefetch } from '../../page-prefetch';
import { isRouted } from '../../pages';

const hrefOf = menuHref;
// the home figure counts the queue exactly as the queue's page lists it
const queueParams = medicalQueueParams(noMedicalQueueFilters);

/** The figures' queries start with the page's code (app/page-prefetch.ts). */
export const prefetch = definePrefetch((client, { user, canOpen }) =>
  prefetchHomeFigures(
    client,
    { user, canOpen },
    { year: new Date().getFullYear(), medicalQueueParams: queueParams },
  ),
);

/** Home: the figures the user's roles act on (the dashboard), then its shortcuts. */
export default function HomePage() {
  const { t } = useTranslation();
  const { user, canOpen } = useAuth();
  const isPhone = useIsPhone();
  const shortcuts = menuEntries.filter((entry) => isRouted(entry.name) && canOpen(entry.name));
  // the greeting uses the first name alone ("Welcome, Ana"), not the display name of the top bar
  const name = user?.first_name || user?.username || '';
  return (
    <Page title={t('shell.home.welcome', { name })}>
      <Stack gap="xl">
        <HomeDashboard medicalQueueParams={queueParams} />
        <Stack gap="xs" component="section" aria-label={t('shell.home.shortcuts')}>
          <Title order={3} fz="lg">
            {t('shell.home.shortcuts')}
          </Title>
          {shortcuts.length === 0 ? (
            <Text c="dimmed">{t('shell.home.no_shortcuts')}</Text>
          ) : (
            // two to a row on a phone, closer together and with less padding
            <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing={isPhone ? 'xs' : 'md'}>
              {shortcuts.map((entry) => {
                const Icon = routeIcon(entry.icon);
                return (
                  <Card
                    key={entry.name}
                    component={Link}
                    to={hrefOf(entry.name)}
                    withBorder
                    radius="md"
                    padding={isPhone ? 'sm' : 'lg'}
                  >
                    <ThemeIcon variant="light" size={isPhone ? 'lg' : 'xl'} mb="sm">
                      <Icon size={24} />
                    </ThemeIcon>
                    <Title order={4} fz={isPhone ? 'sm' : 'md'}>
                      {t(entry.labelKey)}
                    </Title>
                  </Card>
                );
              })}
            </SimpleGrid>
          )}
        </Stack>
      </Stack>
    </Page>
  );
}
