import { Button, Group, Menu } from '@mantine/core';
import { type MenuTextKey, menuHref } from '@rp/contract';
import { IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { VisibleGroup } from './menu-model';
import { routeIcon } from './route-icon';

const hrefOf = menuHref;

/** The horizontal-menu layout variant: one dropdown per group. */
export function HorizontalMenu({ groups }: { groups: VisibleGroup[] }) {
  const { t } = useTranslation();
  const translate = (key: MenuTextKey) => t(key);
  return (
    <Group gap={4} px="md" h="100%" component="nav" wrap="nowrap">
      {groups.map((group) => {
        const GroupIcon = routeIcon(group.icon);
        return (
          <Menu key={group.id} trigger="click-hover" position="bottom-start" withinPortal>
            <Menu.Target>
              <Button
                variant="subtle"
                size="compact-sm"
                leftSection={<GroupIcon size={16} />}
                rightSection={<IconChevronDown size={14} />}
              >
                {translate(group.labelKey)}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {group.entries.map((entry) => {
                const Icon = routeIcon(entry.icon);
                return (
                  <Menu.Item
                    key={entry.name}
                    component={Link}
                    to={hrefOf(entry.name)}
                    leftSection={<Icon size={16} />}
                  >
                    {translate(entry.labelKey)}
                  </Menu.Item>
                );
              })}
            </Menu.Dropdown>
          </Menu>
        );
      })}
    </Group>
  );
}
