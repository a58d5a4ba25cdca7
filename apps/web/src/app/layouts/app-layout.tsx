import { AppShell, Center, Loader } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { nprogress } from '@mantine/nprogress';
import { useIsFetching } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useMatches, useNavigate, useNavigation } from 'react-router';
import { HorizontalMenu } from '../../components/layout/horizontal-menu';
import { buildMenu } from '../../components/layout/menu-model';
import { SideMenu } from '../../components/layout/side-menu';
import { TopBar } from '../../components/layout/top-bar';
import { useDocumentTitle } from '../../components/layout/use-document-title';
import { useAuth } from '../../lib/auth';
import { inactivityPath, useIdleTimer } from '../../lib/idle-timer';
import { AppProviders } from '../app-providers';
import { RouteFrame } from '../guards/route-frame';
import { isRouted } from '../pages';
import type { RouteHandle } from '../router';

/** Loading bar: shown when navigation or fetching lasts over 200 ms (docs/domain.md#formats-and-constants). */
function useLoadingBar() {
  const navigation = useNavigation();
  const fetching = useIsFetching();
  const isBusy = navigation.state !== 'idle' || fetching > 0;
  useEffect(() => {
    if (!isBusy) {
      nprogress.complete();
      return;
    }
    const timer = window.setTimeout(() => nprogress.start(), 200);
    return () => window.clearTimeout(timer);
  }, [isBusy]);
}

/** Default layout: top bar plus side menu, or the horizontal-menu variant the user picked. */
export function AppLayout() {
  return (
    <AppProviders>
      <AppLayoutContent />
    </AppProviders>
  );
}

function AppLayoutContent() {
  const { t } = useTranslation();
  const { user, isLoading, logout } = useAuth();
  const navigate = useNavigate();
  const matches = useMatches();
  const [mobileOpened, mobile] = useDisclosure(false);
  const [collapsed, collapse] = useDisclosure(false);
  const [search, setSearch] = useState('');
  useLoadingBar();

  const handle = [...matches].reverse().find((match) => (match.handle as RouteHandle | undefined)?.route)
    ?.handle as RouteHandle | undefined;
  const title = handle ? (t(handle.route.titleKey as never) as string) : t('routes.default_title');
  useDocumentTitle(handle ? title : undefined);

  useIdleTimer({
    enabled: Boolean(user),
    onIdle: () => {
      logout();
      navigate(inactivityPath);
    },
  });

  const groups = useMemo(
    () => (user ? buildMenu({ user, isRouted, translate: (key) => t(key as never) as string, search }) : []),
    [user, search, t],
  );

  if (isLoading) {
    return (
      <Center h="100vh">
        <Loader />
      </Center>
    );
  }
  if (!user) return handle ? <RouteFrame route={handle.route}>{null}</RouteFrame> : <Outlet />;

  const isHorizontal = user.menu_layout === 'horizontal';
  const navbarWidth = collapsed ? 64 : { base: 200, sm: 140, md: 200 };
  return (
    <AppShell
      header={{ height: isHorizontal ? 100 : 56 }}
      navbar={
        isHorizontal
          ? undefined
          : { width: navbarWidth, breakpoint: 'xs', collapsed: { mobile: !mobileOpened } }
      }
      padding="md"
    >
      <AppShell.Header>
        <div style={{ height: 56 }}>
          <TopBar
            title={title}
            isMenuOpen={isHorizontal ? false : mobileOpened || !collapsed}
            onToggleMenu={() =>
              window.matchMedia('(max-width: 48em)').matches ? mobile.toggle() : collapse.toggle()
            }
            showSettingsLink={isHorizontal && !user.is_superuser}
          />
        </div>
        {isHorizontal && (
          <div style={{ height: 44 }}>
            <HorizontalMenu groups={groups} />
          </div>
        )}
      </AppShell.Header>
      {!isHorizontal && (
        <AppShell.Navbar p={collapsed ? 4 : 'xs'}>
          <SideMenu
            groups={groups}
            search={search}
            onSearch={setSearch}
            isCollapsed={collapsed}
            onNavigate={mobile.close}
          />
        </AppShell.Navbar>
      )}
      <AppShell.Main bg="gray.0">
        {handle ? (
          <RouteFrame route={handle.route}>
            <Outlet />
          </RouteFrame>
        ) : (
          <Outlet />
        )}
      </AppShell.Main>
    </AppShell>
  );
}
