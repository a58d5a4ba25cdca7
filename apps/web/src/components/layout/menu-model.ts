import {
  type AccessHolder,
  type MenuEntry,
  type MenuGroup,
  type MenuGroupId,
  type MenuTextKey,
  menuEntries,
  menuGroups,
  opensPage,
} from '@rp/contract';

export type MenuUser = AccessHolder;

export type VisibleGroup = {
  id: MenuGroupId;
  labelKey: MenuGroup['labelKey'];
  icon: string;
  entries: MenuEntry[];
};

/**
 * The side menu (docs/domain.md#pages-menu-and-the-browser): entries whose route is routed (built so far) and whose page the
 * user opens (the contract's `opensPage`: its roles' routes and the page's roles; superusers see all); a group shows only when one of its entries does.
 * `search` keeps entries whose translated title or label contains it.
 */
export function buildMenu(options: {
  user: MenuUser;
  isRouted: (name: string) => boolean;
  translate: (key: MenuTextKey) => string;
  search?: string;
}): VisibleGroup[] {
  const { user, isRouted, translate } = options;
  const needle = (options.search ?? '').trim().toLocaleLowerCase();
  const allowed = (entry: MenuEntry) => isRouted(entry.name) && opensPage(user, entry.name);
  const matches = (entry: MenuEntry) =>
    !needle ||
    translate(entry.labelKey).toLocaleLowerCase().includes(needle) ||
    translate(entry.titleKey).toLocaleLowerCase().includes(needle);
  return menuGroups
    .map((group) => ({
      id: group.id,
      labelKey: group.labelKey,
      icon: group.icon,
      entries: menuEntries.filter((entry) => entry.group === group.id && allowed(entry) && matches(entry)),
    }))
    .filter((group) => group.entries.length > 0);
}
