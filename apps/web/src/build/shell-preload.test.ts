import { afterEach, describe, expect, it } from 'vitest';
import { sharedGroupOf } from './chunk-plan';
import { pathPattern, shellPreloadScript } from './shell-preload';

const script = shellPreloadScript({
  scripts: ['/assets/app-vendor-1.js', '/assets/app-layout-2.js'],
  styles: ['/assets/app-vendor-3.css'],
  sessionKeys: ['hr_tecma_access_token', 'hr_tecma_refresh_token'],
  outsidePaths: ['/login', '/approve/:id_key'],
});

/** Runs the script at `path` and answers what it added to the head. */
function runAt(path: string) {
  window.history.pushState({}, '', path);
  new Function(script)();
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
