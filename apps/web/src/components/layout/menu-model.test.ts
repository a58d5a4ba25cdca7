import { type MenuTextKey, menuEntries, menuGroups, opensPage } from '@rp/contract';
import { describe, expect, it } from 'vitest';
import i18n from '../../lib/i18n';
import { buildMenu, type MenuUser } from './menu-model';

const everything = () => true;
const en = i18n.getFixedT('en');
const translate = (key: MenuTextKey) => en(key);

const superuser: MenuUser = { is_superuser: true, routes: [], roles: [] };
const limited = (routes: string[], roles: string[] = []): MenuUser => ({
  is_superuser: false,
  routes,
  roles: roles.map((short) => ({ short })),
});

const names = (groups: ReturnType<typeof buildMenu>) =>
  groups.flatMap((group) => group.entries.map((entry) => entry.name));

describe('buildMenu', () => {
  it('shows a superuser every routed entry, in menu order', () => {
    const groups = buildMenu({ user: superuser, isRouted: everything, translate });
    expect(names(groups)).toEqual(menuEntries.map((entry) => entry.name));
    expect(groups.map((group) => group.id)).toEqual(menuGroups.map((group) => group.id));
  });

  it('leaves out entries whose page is not routed yet, even for a superuser', () => {
    const routed = new Set(['settings-regions', 'settings-users', 'clients-companies']);
    const groups = buildMenu({ user: superuser, isRouted: (name) => routed.has(name), translate });
    expect(names(groups)).toEqual(['clients-companies', 'settings-users', 'settings-regions']);
    expect(groups.map((group) => group.id)).toEqual(['clients', 'settings']);
  });

  it("shows a limited user only the entries in its roles' routes", () => {
    const user = limited(['settings-regions', 'status-blacklist', 'index', 'settings-users-id_user']);
    const groups = buildMenu({ user, isRouted: everything, translate });
    expect(names(groups)).toEqual(['status-blacklist', 'settings-regions']);
  });

  it('shows a superuser-only page (the audit log) to superusers only, whatever the routes say', () => {
    const user = limited(['settings-regions', 'settings-audit_log']);
    expect(names(buildMenu({ user, isRouted: everything, translate }))).toEqual(['settings-regions']);
    expect(names(buildMenu({ user: superuser, isRouted: everything, translate }))).toContain(
      'settings-audit_log',
    );
  });

  it('shows a group only when one of its entries is visible', () => {
    const groups = buildMenu({ user: limited(['settings-regions']), isRouted: everything, translate });
    expect(groups).toHaveLength(1);
    expect(groups[0]).toMatchObject({ id: 'settings', labelKey: 'routes.menu.groups.settings' });
    expect(groups[0]?.entries.map((entry) => entry.name)).toEqual(['settings-regions']);
    // a granted route that is not routed hides its group too
    expect(
      buildMenu({
        user: limited(['settings-regions']),
        isRouted: (name) => name !== 'settings-regions',
        translate,
      }),
    ).toEqual([]);
  });

  it('shows nothing to a user without routes', () => {
    expect(buildMenu({ user: limited([]), isRouted: everything, translate })).toEqual([]);
  });

  it('hides a role-restricted entry (medical admins) without the role', () => {
    const entry = menuEntries.find((item) => item.name === 'requeriments-medical_admins');
    expect(entry?.roles).toEqual(['medical']);
    const routes = ['requeriments-medical_admins', 'requeriments-clients'];
    expect(names(buildMenu({ user: limited(routes), isRouted: everything, translate }))).toEqual([
      'requeriments-clients',
    ]);
    expect(
      names(buildMenu({ user: limited(routes, ['recruiter']), isRouted: everything, translate })),
    ).toEqual(['requeriments-clients']);
    expect(names(buildMenu({ user: limited(routes, ['medical']), isRouted: everything, translate }))).toEqual(
      ['requeriments-clients', 'requeriments-medical_admins'],
    );
    // the role alone is not enough: the route must be granted too
    expect(
      names(
        buildMenu({ user: limited(['requeriments-clients'], ['medical']), isRouted: everything, translate }),
      ),
    ).toEqual(['requeriments-clients']);
    // superusers hold every role
    expect(names(buildMenu({ user: superuser, isRouted: everything, translate }))).toContain(
      'requeriments-medical_admins',
    );
  });

  it("shows exactly the pages the contract's opensPage lets the user open", () => {
    const users = [
      superuser,
      limited([]),
      limited(['requeriments-clients', 'settings-users', 'settings-audit_log']),
      limited(['requeriments-medical_admins', 'requeriments-clients'], ['recruiter']),
      limited(['requeriments-medical_admins', 'database-direct_indirect'], ['medical']),
      limited(
        menuEntries.map((entry) => entry.name),
        ['recruiter'],
      ),
    ];
    for (const user of users) {
      const expected = menuEntries.filter((entry) => opensPage(user, entry.name)).map((entry) => entry.name);
      expect(names(buildMenu({ user, isRouted: everything, translate }))).toEqual(expected);
    }
  });

  describe('search', () => {
    const search = (text: string, user: MenuUser = superuser) =>
      names(buildMenu({ user, isRouted: everything, translate, search: text }));

    it('filters entries by title, ignoring case and surrounding spaces', () => {
      expect(search('regions')).toEqual(['settings-regions']);
      expect(search('  REGIONS ')).toEqual(['settings-regions']);
      // "Approvers" is the page title of the default approvals entry (its label differs)
      expect(search('approvers')).toEqual(['settings-default_approvals']);
      expect(search('daily progress')).toEqual(['requeriments-direct-status']);
    });

    it('matches the menu label too and keeps only groups with matches', () => {
      const groups = buildMenu({ user: superuser, isRouted: everything, translate, search: 'board' });
      expect(names(groups)).toEqual(['status-board_admin', 'status-board_direct']);
      expect(groups.map((group) => group.id)).toEqual(['status']);
    });

    it('uses the current language', () => {
      const es = i18n.getFixedT('es');
      const groups = buildMenu({
        user: superuser,
        isRouted: everything,
        translate: (key) => es(key),
        search: 'regiones',
      });
      expect(names(groups)).toEqual(['settings-regions']);
    });

    it('never shows what the user may not open', () => {
      expect(search('users', limited(['settings-regions']))).toEqual([]);
      expect(search('', limited(['settings-regions']))).toEqual(['settings-regions']);
    });

    it('gives nothing when no title matches', () => {
      expect(search('zzz-no-such-page')).toEqual([]);
    });
  });
});
