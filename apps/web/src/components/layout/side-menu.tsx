import { NavLink, ScrollArea, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { type MenuTextKey, menuHref } from '@rp/contract';
import { IconSearch } from '@tabler/icons-react';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import type { VisibleGroup } from './menu-model';
import { routeIcon } from './route-icon';

const hrefOf = menuHref;

/** Labels wrap instead of being cut, long words included. */
const labelStyles = { label: { overflowWrap: 'anywhere' as const } };

/**
 * Side menu with groups, entries and a search box; collapsed it shows icons only (64 px).
 * Enter in the search box opens the only entry left; no entry left says so. Memoised: a superuser's
 * menu is about 80 entries, drawn again only when its own props or the address change.
 */
export const SideMenu = memo(function SideMenu(props: {
  groups: VisibleGroup[];
  search: string;
  onSearch: (value: string) => void;
  isCollapsed: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const [opened, setOpened] = useState<Record<string, boolean>>({});
  const translate = (key: MenuTextKey) => t(key);

  if (props.isCollapsed) {
    return (
      <Stack gap={4} align="center" py="xs" component="nav" aria-label={t('routes.menu.search')}>
        {props.groups.flatMap((group) =>
          group.entries.map((entry) => {
            const Icon = routeIcon(entry.icon);
            const href = hrefOf(entry.name);
            return (
              <Tooltip key={entry.name} label={translate(entry.labelKey)} position="right">
                <NavLink
                  component={Link}
                  to={href}
                  w={48}
                  active={location.pathname.startsWith(href) && href !== '/'}
                  leftSection={<Icon size={20} />}
                  aria-label={translate(entry.labelKey)}
                  onClick={props.onNavigate}
                />
              </Tooltip>
            );
          }),
        )}
      </Stack>
    );
  }

  return (
    <Stack gap="xs" h="100%" component="nav">
      <TextInput
        placeholder={t('routes.menu.search')}
        aria-label={t('routes.menu.search')}
        leftSection={<IconSearch size={16} />}
        value={props.search}
        onChange={(event) => props.onSearch(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          const [only, ...others] = props.groups.flatMap((group) => group.entries);
          if (!only || others.length > 0) return;
          event.preventDefault();
          props.onSearch('');
          props.onNavigate?.();
          navigate(hrefOf(only.name));
        }}
        size="xs"
      />
      <Text size="sm" c="dimmed" px="xs" aria-live="polite">
        {props.search && props.groups.length === 0 ? t('routes.menu.no_matches') : ''}
      </Text>
      <ScrollArea style={{ flex: 1 }} type="auto">
        {props.groups.map((group) => {
          const GroupIcon = routeIcon(group.icon);
          const isOpen = opened[group.id] ?? true;
          return (
            <NavLink
              key={group.id}
              label={translate(group.labelKey)}
              leftSection={<GroupIcon size={18} />}
              opened={props.search ? true : isOpen}
              onChange={(value) => setOpened((state) => ({ ...state, [group.id]: value }))}
              childrenOffset={12}
              fw={600}
              styles={labelStyles}
            >
              {group.entries.map((entry) => {
                const Icon = routeIcon(entry.icon);
                const href = hrefOf(entry.name);
                return (
                  <NavLink
                    key={entry.name}
                    component={Link}
                    to={href}
                    label={translate(entry.labelKey)}
                    leftSection={<Icon size={16} />}
                    styles={labelStyles}
                    active={location.pathname === href || location.pathname.startsWith(`${href}/`)}
                    onClick={props.onNavigate}
                  />
                );
              })}
            </NavLink>
          );
        })}
      </ScrollArea>
    </Stack>
  );
});
