import { Center, Loader } from '@mantine/core';
import type { PageRoute } from '@rp/contract';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { ErrorPage } from '../../components/feedback/error-page';
import { useAuth } from '../../lib/auth';

/**
 * Guards (docs/domain.md#pages-menu-and-the-browser): a page needing authentication sends to /login (and back after login);
 * a page the user may not open shows the 403 page. Whether the user may open it is `canOpen` alone
 * (lib/auth.tsx: the contract's `opensPage`, its roles and superuser-only pages included).
 */
export function RouteFrame({ route, children }: { route: PageRoute; children: ReactNode }) {
  const { user, isLoading, canOpen } = useAuth();
  const location = useLocation();
  if (route.isPublic) return children;
  if (isLoading) {
    return (
      <Center h="60vh">
        <Loader />
      </Center>
    );
  }
  if (!user) {
    const next = encodeURIComponent(`${location.pathname}${location.search}`);
    return <Navigate to={`/login?next=${next}`} replace />;
  }
  if (!canOpen(route.name)) return <ErrorPage kind="forbidden" />;
  return children;
}
