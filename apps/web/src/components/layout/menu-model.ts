import {
  isOneOf,
  type MenuEntry,
  type MenuGroup,
  type MenuGroupId,
  type MenuTextKey,
  menuEntries,
  menuGroups,
} from '@rp/contract';

export type MenuUser = {
  is_superuser: boolean;
  routes: readonly string[];
  roles: ReadonlyArray<{ short: string }>;
};

export type VisibleGroup = {
  id: MenuGroupId;
  labelKey: MenuGroup['labelKey'];
  icon: string;
  entries: MenuEntry[];
};

/**
 * The side menu (docs/domain.md#pages-menu-and-the-browser): entries whose route is routed (built so far) and granted by the
 * user's roles' routes (superusers see all); a group shows only when one of its entries does.
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
  const allowed = (entry: MenuEntry) =>
    isRouted(entry.name) &&
    (user.is_superuser ||
      (user.routes.includes(entry.name) &&
        !entry.superuserOnly &&
        (!entry.roles?.length || user.roles.some((role) => isOneOf(entry.roles ?? [], role.short)))));
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
