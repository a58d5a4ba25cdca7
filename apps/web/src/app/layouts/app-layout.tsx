import { AppShell, Center, Loader } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { nprogress } from '@mantine/nprogress';
import { useIsFetching } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate, useNavigation } from 'react-router';
import { LeaveGuard } from '../../components/form/leave-guard';
import { HorizontalMenu } from '../../components/layout/horizontal-menu';
import { buildMenu } from '../../components/layout/menu-model';
import { PageTitleContext } from '../../components/layout/page-title';
import { SideMenu } from '../../components/layout/side-menu';
import { TopBar } from '../../components/layout/top-bar';
import { useDocumentTitle } from '../../components/layout/use-document-title';
import { useRouteTitle } from '../../components/layout/use-route-title';
import { useAuth } from '../../lib/auth';
import { inactivityPath, useIdleTimer } from '../../lib/idle-timer';
import { AppProviders } from '../app-providers';
import { RouteFrame } from '../guards/route-frame';
import { OfflineDrafts } from '../offline-drafts';
import { isRouted } from '../pages';

/**
 * Loading bar: shown when navigation or fetching lasts over 200 ms (docs/domain.md#formats-and-constants).
 * A component of its own: the number of requests in flight changes with every request, and only the
 * bar needs to hear it — in the layout it re-rendered the whole shell each time (docs/performance.md,
 * "The first screen after sign-in").
 */
function LoadingBar() {
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
  return null;
}

/**
 * Below the xs breakpoint (768 px, docs/domain.md#formats-and-constants): Mantine's AppShell
 * treats the navbar as mobile up to 767.9 px, and so does the shell.
 */
const phoneQuery = '(max-width: 47.99375em)';
const navbarId = 'app-side-menu';

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
  const location = useLocation();
  const [mobileOpened, mobile] = useDisclosure(false);
  const [collapsed, collapse] = useDisclosure(false);
  const [search, setSearch] = useState('');
  const isPhone = useMediaQuery(phoneQuery, undefined, { getInitialValueInEffect: false }) ?? false;

  const routeTitle = useRouteTitle();
  const { route } = routeTitle;
  // an error page shown instead of the route's page (an unknown record …) names the screen
  const [claimedTitle, claimTitle] = useState<string | null>(null);
  const title = claimedTitle ?? routeTitle.title;
  useDocumentTitle(claimedTitle ?? (route ? title : undefined));

  useIdleTimer({
    enabled: Boolean(user),
    onIdle: () => {
      logout();
      navigate(inactivityPath);
    },
  });

  const groups = useMemo(
    () => (user ? buildMenu({ user, isRouted, translate: (key) => t(key), search }) : []),
    [user, search, t],
  );

  if (isLoading) {
    return (
      <Center h="100vh">
        <Loader />
      </Center>
    );
  }
  if (!user)
    return (
      <PageTitleContext value={claimTitle}>
        <LoadingBar />
        {route ? <RouteFrame route={route}>{null}</RouteFrame> : <Outlet />}
      </PageTitleContext>
    );

  // the horizontal menu does not fit a phone: there the side menu behind the burger serves both layouts
  const isHorizontal = user.menu_layout === 'horizontal' && !isPhone;
  const isCollapsed = collapsed && !isPhone;
  // wide enough for the longest entry on two lines at most; a phone's menu takes the whole width
  const navbarWidth = isCollapsed ? 64 : { base: 240, sm: 200, md: 240 };
  return (
    <PageTitleContext value={claimTitle}>
      <LeaveGuard />
      <LoadingBar />
      <AppShell
        header={{ height: isHorizontal ? 100 : 56 }}
        navbar={
          isHorizontal
            ? undefined
            : { width: navbarWidth, breakpoint: 'xs', collapsed: { mobile: !mobileOpened } }
        }
        padding={isPhone ? 'sm' : 'md'}
      >
        <AppShell.Header>
          <div style={{ height: 56 }}>
            <TopBar
              title={title}
              isCompact={isPhone}
              menu={
                isHorizontal
                  ? undefined
                  : {
                      isOpen: isPhone ? mobileOpened : !collapsed,
                      onToggle: isPhone ? mobile.toggle : collapse.toggle,
                      controls: navbarId,
                    }
              }
              showSettingsLink={user.menu_layout === 'horizontal' && !user.is_superuser}
              status={<OfflineDrafts user={user.id} />}
            />
          </div>
          {isHorizontal && (
            <div style={{ height: 44 }}>
              <HorizontalMenu groups={groups} />
            </div>
          )}
        </AppShell.Header>
        {!isHorizontal && (
          <AppShell.Navbar
            id={navbarId}
            p={isCollapsed ? 4 : 'xs'}
            // a phone's closed menu is moved off screen: out of the tab order and the accessibility tree too
            style={isPhone && !mobileOpened ? { visibility: 'hidden' } : undefined}
          >
            <SideMenu
              groups={groups}
              search={search}
              onSearch={setSearch}
              isCollapsed={isCollapsed}
              onNavigate={mobile.close}
            />
          </AppShell.Navbar>
        )}
        {/* the path of the page on screen, set once its navigation has finished (journeys wait for it) */}
        <AppShell.Main bg="gray.0" data-path={location.pathname}>
          {route ? (
            <RouteFrame route={route}>
              <Outlet />
            </RouteFrame>
          ) : (
            <Outlet />
          )}
        </AppShell.Main>
      </AppShell>
    </PageTitleContext>
  );
}
