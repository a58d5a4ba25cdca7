import { afterEach, describe, expect, it } from 'vitest';
import { sharedGroupOf } from './chunk-plan';
import { pageModules, pathPattern, shellPreloadScript } from './shell-preload';

const script = shellPreloadScript({
  scripts: ['/assets/app-vendor-1.js', '/assets/app-layout-2.js'],
  styles: ['/assets/app-vendor-3.css'],
  sessionKeys: ['hr_tecma_access_token', 'hr_tecma_refresh_token'],
  outsidePaths: ['/login', '/approve/:id_key'],
});

/** Runs the script (the shell's alone unless given) at `path` and answers what it added to the head. */
function runAt(path: string, source = script) {
  window.history.pushState({}, '', path);
  new Function(source)();
  return [...document.head.querySelectorAll('link')].map(
    (link) => `${link.rel} ${link.getAttribute('href')}`,
  );
}

describe('shell preload', () => {
  afterEach(() => {
    localStorage.clear();
    for (const link of document.head.querySelectorAll('link')) link.remove();
  });

  it('with a stored session, a signed-in page asks for the shell’s chunks and stylesheets at once', () => {
    localStorage.setItem('hr_tecma_access_token', 'token');
    expect(runAt('/requeriments/direct/status')).toEqual([
      'stylesheet /assets/app-vendor-3.css',
      'modulepreload /assets/app-vendor-1.js',
      'modulepreload /assets/app-layout-2.js',
    ]);
  });

  it('a refresh token alone is a stored session too', () => {
    localStorage.setItem('hr_tecma_refresh_token', 'refresh');
    expect(runAt('/')).toHaveLength(3);
  });

  it('nothing without a session, nor on the login page or the pages outside the shell', () => {
    expect(runAt('/')).toEqual([]);
    localStorage.setItem('hr_tecma_access_token', 'token');
    expect(runAt('/login')).toEqual([]);
    expect(runAt('/approve/abc123')).toEqual([]);
  });

  it('a route path matches its whole address, parameters as one segment', () => {
    const pattern = new RegExp(pathPattern('/vacancies/clients/:id_key'));
    expect(pattern.test('/vacancies/clients/k1')).toBe(true);
    expect(pattern.test('/vacancies/clients/k1/')).toBe(true);
    expect(pattern.test('/vacancies/clients')).toBe(false);
    expect(pattern.test('/vacancies/clients/k1/more')).toBe(false);
  });
});

describe('shell preload: the page’s own chunk and the texts', () => {
  const withPages = shellPreloadScript({
    scripts: ['/assets/app-vendor-1.js'],
    styles: [],
    sessionKeys: ['hr_tecma_access_token'],
    outsidePaths: ['/login'],
    pages: [
      { path: '/settings/users/new', scripts: ['/assets/new-user-page-7.js'], styles: [] },
      {
        path: '/settings/users/:id_user',
        scripts: ['/assets/user-page-5.js', '/assets/user-form-6.js'],
        styles: ['/assets/user-page-8.css'],
      },
      { path: '/', scripts: ['/assets/home-page-4.js'], styles: [] },
    ],
    texts: { files: { es: '/assets/app-es-9.js', en: '/assets/app-en-10.js' }, langKey: 'hr_tecma_lang' },
  });
  const links = (path: string) => runAt(path, withPages);
  const browserLanguages = Object.getOwnPropertyDescriptor(navigator, 'languages');
  afterEach(() => {
    localStorage.clear();
    for (const link of document.head.querySelectorAll('link')) link.remove();
    // the browser's languages as they were (two tests set them)
    if (browserLanguages) Object.defineProperty(navigator, 'languages', browserLanguages);
    else Reflect.deleteProperty(navigator, 'languages');
  });

  it('asks for the page of the address with the shell, and the texts in the stored language', () => {
    localStorage.setItem('hr_tecma_access_token', 'token');
    localStorage.setItem('hr_tecma_lang', 'en');
    expect(links('/settings/users/42')).toEqual([
      'stylesheet /assets/user-page-8.css',
      'modulepreload /assets/app-vendor-1.js',
      'modulepreload /assets/user-page-5.js',
      'modulepreload /assets/user-form-6.js',
      'modulepreload /assets/app-en-10.js',
    ]);
  });

  it('one page only, the first that matches (fixed paths first); Spanish when nothing says otherwise', () => {
    localStorage.setItem('hr_tecma_access_token', 'token');
    Object.defineProperty(navigator, 'languages', { value: ['fr-FR'], configurable: true });
    expect(links('/settings/users/new')).toEqual([
      'modulepreload /assets/app-vendor-1.js',
      'modulepreload /assets/new-user-page-7.js',
      'modulepreload /assets/app-es-9.js',
    ]);
  });

  it('the browser’s first Spanish or English when no language is stored; no page for an unknown address', () => {
    localStorage.setItem('hr_tecma_access_token', 'token');
    Object.defineProperty(navigator, 'languages', { value: ['de', 'en-US', 'es'], configurable: true });
    expect(links('/no/such/page')).toEqual([
      'modulepreload /assets/app-vendor-1.js',
      'modulepreload /assets/app-en-10.js',
    ]);
  });

  it('reads the pages and their modules from src/app/pages.ts, fixed paths before parameters', () => {
    const source = `export const pages = {
      login: async () => ({ default: LoginPage }),
      index: () => import('./routes/home/home-page'),
      'settings-users-id_user': () => import('./routes/settings/user-page'),
      'settings-users': () => import('./routes/settings/users-page'),
      'not-a-route': () => import('./routes/none/none-page'),
    };`;
    const routes = [
      { name: 'index', path: '/' },
      { name: 'settings-users', path: '/settings/users' },
      { name: 'settings-users-id_user', path: '/settings/users/:id_user' },
    ];
    expect(pageModules(source, routes)).toEqual([
      { path: '/', module: 'src/app/routes/home/home-page.tsx' },
      { path: '/settings/users', module: 'src/app/routes/settings/users-page.tsx' },
      { path: '/settings/users/:id_user', module: 'src/app/routes/settings/user-page.tsx' },
    ]);
  });
});

describe('chunk plan', () => {
  it('libraries join app-vendor, the app’s own modules app-common, the charts and the map stay apart', () => {
    expect(sharedGroupOf('/w/node_modules/@mantine/core/esm/components/Table/Table.mjs')).toBe('app-vendor');
    expect(sharedGroupOf('/w/apps/web/src/components/data-table/data-table.tsx')).toBe('app-common');
    expect(sharedGroupOf('/w/packages/contract/src/entities/candidate.ts')).toBe('app-common');
    expect(sharedGroupOf('/w/node_modules/recharts/es6/chart/LineChart.js')).toBeNull();
    expect(sharedGroupOf('/w/node_modules/leaflet/dist/leaflet-src.js')).toBeNull();
    expect(sharedGroupOf('/w/node_modules/d3-scale/src/linear.js')).toBeNull();
  });
});
