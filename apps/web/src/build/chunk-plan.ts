import type { Rolldown } from 'vite';

/**
 * The chunk plan of the web build (docs/performance.md, "Cold load"; docs/decisions.md, "Cold
 * load"). Left to itself, rolldown makes one chunk of every set of modules the same lazy pages
 * share: 240 chunks, of which a signed-in page asked for 80–130 at once over HTTP/1.1's six
 * connections, about twenty round trips before its first request for data. The plan:
 *
 * - the entry keeps every module it needs at start (`$initial`), the login page included
 *   (app/pages.ts imports it statically): the login route loads the entry and nothing else;
 * - `app-vendor`: the libraries two or more lazy chunks share (Mantine's components, TanStack
 *   Query, the dates, the data table, zod, the icons);
 * - `app-common`: the web's and the contract's own modules two or more lazy chunks share (the
 *   layout's menu and top bar, the data table, forms, the features' API files, the schemas);
 * - a module one page alone imports stays in that page's chunk, and the libraries of the charts and
 *   the map stay apart (large, shown by a few pages only).
 *
 * A signed-in page then loads the entry, these two chunks, the layout's, its own and its texts.
 */
export const chartAndMapLibraries =
  /[\\/]node_modules[\\/](recharts|@mantine[\\/]charts|leaflet|react-leaflet|@react-leaflet|d3-[a-z-]+|victory-vendor|internmap|decimal\.js-light|es-toolkit|eventemitter3|immer|reselect|redux|@reduxjs|react-redux|use-sync-external-store|tiny-invariant)[\\/]/;

const isLibrary = (id: string) => /[\\/]node_modules[\\/]/.test(id);

/** Which group a module joins, if shared by two lazy chunks or more (null: rolldown's own splitting). */
export function sharedGroupOf(id: string): 'app-vendor' | 'app-common' | null {
  if (!isLibrary(id)) return 'app-common';
  return chartAndMapLibraries.test(id) ? null : 'app-vendor';
}

export const codeSplittingGroups: Rolldown.CodeSplittingGroup[] = [
  // first, so that the groups below never take a module out of the entry (the login route's budget)
  { name: 'entry', tags: ['$initial'], priority: 30 },
  { name: 'app-vendor', test: (id) => sharedGroupOf(id) === 'app-vendor', minShareCount: 2, priority: 20 },
  { name: 'app-common', test: (id) => sharedGroupOf(id) === 'app-common', minShareCount: 2, priority: 10 },
];
