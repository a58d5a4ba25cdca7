import { Card, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { menuEntries, menuHref } from '@rp/contract';
import { IconFlask } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '../../../components/layout/page';
import { routeIcon } from '../../../components/layout/route-icon';
import { useAuth } from '../../../lib/auth';
import { isRouted } from '../../pages';

const hrefOf = menuHref;

function SettingsCard(props: { to: string; icon: ReactNode; label: string; description?: string }) {
  return (
    <Card component={Link} to={props.to} withBorder radius="md" padding="lg">
      <ThemeIcon variant="light" size="xl" mb="sm">
        {props.icon}
      </ThemeIcon>
      <Title order={3} fz="md">
        {props.label}
      </Title>
      {props.description && (
        <Text size="sm" c="dimmed" mt={4}>
          {props.description}
        </Text>
      )}
    </Card>
  );
}

/** /settings: the settings pages the user may open, plus the Testing page for superusers. */
export default function SettingsIndexPage() {
  const { t } = useTranslation();
  const { canOpen } = useAuth();
  const entries = menuEntries.filter(
    (entry) => entry.group === 'settings' && isRouted(entry.name) && canOpen(entry.name),
  );
  const showTesting = canOpen('testing') && isRouted('testing');
  return (
    <Page title={t('routes.settings.title')} description={t('shell.settings.index_description')}>
      {entries.length === 0 && !showTesting ? (
        <Text c="dimmed">{t('shell.home.no_shortcuts')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, sm: 3, md: 4 }}>
          {entries.map((entry) => {
            const Icon = routeIcon(entry.icon);
            return (
              <SettingsCard
                key={entry.name}
                to={hrefOf(entry.name)}
                icon={<Icon size={24} />}
                label={t(entry.labelKey)}
              />
            );
          })}
          {showTesting && (
            <SettingsCard
              to={menuHref('testing')}
              icon={<IconFlask size={24} />}
              label={t('routes.testing.title')}
              description={t('settings.index.testing_description')}
            />
          )}
        </SimpleGrid>
      )}
    </Page>
  );
}
