import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { SiteMap as SiteMapComponent } from './site-map';

/** Leaflet loads only when a map is shown (docs/performance.md: each route lazy, the login route small). */
const SiteMapChunk = lazy(() => import('./site-map').then((module) => ({ default: module.SiteMap })));

export type SiteMapProps = Parameters<typeof SiteMapComponent>[0];

export function LazySiteMap(props: SiteMapProps) {
  return (
    <Suspense fallback={<Skeleton h={props.height ?? 320} radius="md" />}>
      <SiteMapChunk {...props} />
    </Suspense>
  );
}
