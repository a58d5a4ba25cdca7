import type { RouteName } from '@rp/contract';
import type { ComponentType } from 'react';

type PageModule = { default: ComponentType };

/**
 * The pages built so far, lazy-loaded (one chunk each). Route names of later issues are not
 * routed yet: they are absent here, so the router and the menu leave them out.
 */
export const pages: Partial<Record<RouteName, () => Promise<PageModule>>> = {
  login: () => import('./routes/auth/login-page'),
  index: () => import('./routes/home/home-page'),
  'settings-regions': () => import('./routes/settings/regions-page'),
};

export const isRouted = (name: string) => name in pages;
