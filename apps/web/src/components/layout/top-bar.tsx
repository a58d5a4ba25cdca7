import {
  ActionIcon,
  Anchor,
  Burger,
  Button,
  Group,
  Menu,
  Popover,
  Select,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
// the area's file, not the whole contract: this module is on the first page (docs/performance.md)
import { clientEndpoints } from '@rp/contract/endpoints/clients';
import { userDisplayName } from '@rp/contract/rules/names';
import { IconLogout, IconSettings, IconUserCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { callApi } from '../../lib/api-client';
import { useAuth } from '../../lib/auth';
import { endpointKey } from '../../lib/resource-hooks';
import { session } from '../../lib/session';
import { allowUnload, canLeavePage } from '../form/unsaved-changes';
import { LanguageSwitch } from './language-switch';
import classes from './top-bar.module.css';

/** Region selector fed by the regions the user works in; a single region is selected and saved automatically. */
function RegionSelector(props: { isInPanel?: boolean }) {
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
      w={props.isInPanel ? '100%' : 180}
      // inside the user panel the options stay in it, so picking one does not close the panel first
      comboboxProps={props.isInPanel ? { withinPortal: false } : undefined}
      allowDeselect={false}
      value={onlyOne ?? current}
      data={[
        ...(onlyOne ? [] : [{ value: 'all', label: t('shell.topbar.all_regions') }]),
        ...regions.map((region) => ({ value: String(region.id), label: region.name })),
      ]}
      onChange={async (value) => {
        if (!value || value === current) return;
        // the reload would lose what a form holds: asked first (docs/decisions.md, "Unsaved changes")
        if (!(await canLeavePage(t))) return;
        session.setRegion(value);
        // changing region reloads the page (docs/domain.md#data-scope, region selector)
        allowUnload();
        window.location.reload();
      }}
    />
  );
}

/** The side menu's toggle: its icon and its name follow the menu's state. */
export type MenuToggle = { isOpen: boolean; onToggle: () => void; controls: string };

/** Initials of the signed-in user for the user-menu button ("Ana López" → "AL"). */
function initialsOf(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toLocaleUpperCase());
  return letters.join('') || '?';
}

function LogoutButton(props: { onLogout: () => void }) {
  const { t } = useTranslation();
  return (
    <Tooltip label={t('shell.topbar.logout')}>
      <ActionIcon
        variant="subtle"
        color="white"
        size="lg"
        aria-label={t('shell.topbar.logout')}
        onClick={props.onLogout}
      >
        <IconLogout size={20} />
      </ActionIcon>
    </Tooltip>
  );
}

/**
 * Phones (below the xs breakpoint): profile, language, region, settings and logout live in one
 * panel behind the user's initials, so the top bar fits from 360 px (docs/domain.md#formats-and-constants).
 */
function UserPanel(props: { name: string; showSettingsLink: boolean; onLogout: () => void }) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <Popover
      opened={isOpen}
      onChange={setOpen}
      position="bottom-end"
      width={260}
      trapFocus
      returnFocus
      withinPortal
      shadow="md"
    >
      <Popover.Target>
        <ActionIcon
          variant="white"
          radius="xl"
          size="xl"
          aria-label={t('shell.topbar.user_menu')}
          onClick={() => setOpen((value) => !value)}
        >
          <Text
            span
            fw={700}
            size="sm"
            aria-hidden
            className={classes.initials}
            data-initials={initialsOf(props.name)}
          />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown aria-label={t('shell.topbar.user_menu')}>
        <Stack gap="sm">
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {props.name}
          </Text>
          <Button
            component={Link}
            to="/profile"
            variant="subtle"
            justify="flex-start"
            leftSection={<IconUserCircle size={18} />}
            onClick={close}
          >
            {t('shell.topbar.profile')}
          </Button>
          {props.showSettingsLink && (
            <Button
              component={Link}
              to="/settings"
              variant="subtle"
              justify="flex-start"
              leftSection={<IconSettings size={18} />}
              onClick={close}
            >
              {t('shell.topbar.settings')}
            </Button>
          )}
          <LanguageSwitch fullWidth />
          <RegionSelector isInPanel />
          <Button
            variant="light"
            color="red"
            justify="flex-start"
            leftSection={<IconLogout size={18} />}
            onClick={props.onLogout}
          >
            {t('shell.topbar.logout')}
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

/**
 * The top bar: the menu toggle, the page's title (it wraps, never cut) and the user's controls —
 * inline from the xs breakpoint up, in the user panel below it.
 */
export function TopBar(props: {
  title: string;
  isCompact: boolean;
  menu?: MenuToggle;
  showSettingsLink: boolean;
  /** Shown before the user's controls (the offline indicator). */
  status?: ReactNode;
}) {
  const { t } = useTranslation();
  const { user, logout: signOut } = useAuth();
  // signing out with unsaved input asks first, like leaving the page (docs/decisions.md "Unsaved changes")
  const logout = () => void canLeavePage(t).then((leave) => leave && signOut());
  const name = user ? userDisplayName(user) : '';
  return (
    <Group h="100%" px={props.isCompact ? 'sm' : 'md'} gap="sm" wrap="nowrap" bg="green.7" c="white">
      {props.menu && (
        <Burger
          opened={props.menu.isOpen}
          onClick={props.menu.onToggle}
          size="sm"
          color="white"
          aria-label={props.menu.isOpen ? t('shell.topbar.close_menu') : t('shell.topbar.open_menu')}
          aria-expanded={props.menu.isOpen}
          aria-controls={props.menu.controls}
        />
      )}
      <Title
        order={1}
        fz={props.isCompact ? 'md' : 'lg'}
        lh={1.2}
        fw={700}
        style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}
      >
        {props.title}
      </Title>
      {props.status}
      {props.isCompact ? (
        <UserPanel name={name} showSettingsLink={props.showSettingsLink} onLogout={logout} />
      ) : (
        <Group gap="sm" wrap="nowrap">
          <RegionSelector />
          <LanguageSwitch />
          {props.showSettingsLink && (
            <Anchor component={Link} to="/settings" c="white" size="sm">
              <Group gap={4} wrap="nowrap">
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
          <LogoutButton onLogout={logout} />
        </Group>
      )}
    </Group>
  );
}
