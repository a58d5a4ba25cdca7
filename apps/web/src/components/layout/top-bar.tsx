import { ActionIcon, Anchor, Burger, Group, Menu, Select, Text, Title, Tooltip } from '@mantine/core';
// the area's file, not the whole contract: this module is on the first page (docs/performance.md)
import { clientEndpoints } from '@rp/contract/endpoints/clients';
import { IconLogout, IconSettings, IconUserCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { callApi } from '../../lib/api-client';
import { useAuth } from '../../lib/auth';
import { endpointKey } from '../../lib/resource-hooks';
import { session } from '../../lib/session';
import { LanguageSwitch } from './language-switch';

/** Region selector fed by the regions the user works in; a single region is selected and saved automatically. */
function RegionSelector() {
  const { t } = useTranslation();
  const { data: regions = [] } = useQuery({
    queryKey: endpointKey(clientEndpoints.regions),
    queryFn: () => callApi(clientEndpoints.regions),
    staleTime: 5 * 60_000,
  });
  const current = session.region;
  const onlyOne = regions.length === 1 ? String(regions[0]?.id) : null;
  useEffect(() => {
    if (onlyOne && session.region !== onlyOne) session.setRegion(onlyOne);
  }, [onlyOne]);
  if (regions.length === 0) return null;
  return (
    <Select
      aria-label={t('shell.topbar.region')}
      size="xs"
      w={180}
      allowDeselect={false}
      value={onlyOne ?? current}
      data={[
        ...(onlyOne ? [] : [{ value: 'all', label: t('shell.topbar.all_regions') }]),
        ...regions.map((region) => ({ value: String(region.id), label: region.name })),
      ]}
      onChange={(value) => {
        if (!value || value === current) return;
        session.setRegion(value);
        // changing region reloads the page (docs/domain.md#data-scope, region selector)
        window.location.reload();
      }}
    />
  );
}

export function TopBar(props: {
  title: string;
  isMenuOpen: boolean;
  onToggleMenu: () => void;
  showSettingsLink: boolean;
}) {
  const { t } = useTranslation();
  const { user, logout } = useAuth();
  const name = [user?.first_name, user?.last_name].filter(Boolean).join(' ') || user?.username;
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" bg="green.7" c="white">
      <Group gap="sm" wrap="nowrap">
        <Burger
          opened={props.isMenuOpen}
          onClick={props.onToggleMenu}
          size="sm"
          color="white"
          aria-label={t('shell.topbar.toggle_menu')}
        />
        <Title order={1} fz="lg" fw={700} lineClamp={1}>
          {props.title}
        </Title>
      </Group>
      <Group gap="sm" wrap="nowrap">
        <RegionSelector />
        <LanguageSwitch />
        {props.showSettingsLink && (
          <Anchor component={Link} to="/settings" c="white" size="sm">
            <Group gap={4}>
              <IconSettings size={16} />
              {t('shell.topbar.settings')}
            </Group>
          </Anchor>
        )}
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" color="white" size="lg" aria-label={t('shell.topbar.profile')}>
              <IconUserCircle size={22} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Label>
              <Text size="sm" fw={600}>
                {name}
              </Text>
            </Menu.Label>
            <Menu.Item component={Link} to="/profile" leftSection={<IconUserCircle size={16} />}>
              {t('shell.topbar.profile')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
        <Tooltip label={t('shell.topbar.logout')}>
          <ActionIcon
            variant="subtle"
            color="white"
            size="lg"
            aria-label={t('shell.topbar.logout')}
            onClick={logout}
          >
            <IconLogout size={20} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Group>
  );
}
