import { Card, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { menuEntries, menuHref } from '@rp/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '../../../components/layout/page';
import { routeIcon } from '../../../components/layout/route-icon';
import { useAuth } from '../../../lib/auth';
import { isRouted } from '../../pages';

const hrefOf = menuHref;

/** Home: the user's shortcuts (the pages its roles open) until the dashboards issue. */
export default function HomePage() {
  const { t } = useTranslation();
  const { user, canOpen } = useAuth();
  const shortcuts = menuEntries.filter((entry) => isRouted(entry.name) && canOpen(entry.name));
  const name = user?.first_name || user?.username || '';
  return (
    <Page title={t('shell.home.welcome', { name })} description={t('shell.home.shortcuts')}>
      {shortcuts.length === 0 ? (
        <Text c="dimmed">{t('shell.home.no_shortcuts')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, sm: 3, md: 4 }}>
          {shortcuts.map((entry) => {
            const Icon = routeIcon(entry.icon);
            return (
              <Card
                key={entry.name}
                component={Link}
                to={hrefOf(entry.name)}
                withBorder
                radius="md"
                padding="lg"
              >
                <ThemeIcon variant="light" size="xl" mb="sm">
                  <Icon size={24} />
                </ThemeIcon>
                <Title order={3} fz="md">
                  {t(entry.labelKey as never)}
                </Title>
              </Card>
            );
          })}
        </SimpleGrid>
      )}
    </Page>
  );
}
