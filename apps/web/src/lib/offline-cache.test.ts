import { endpoints } from '@rp/contract/endpoints';
import { resources } from '@rp/contract/resources';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiCacheName, clearApiCache } from './offline-cache';
import { referenceDataPaths, referenceDataPattern } from './offline-cache-routes';

const url = (path: string) => `https://rp.example.org/api/${path}`;

describe('the service worker cache of reference data', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('names only GET lists and actions of the contract', () => {
    const lists = Object.values(resources).map((resource) => `${resource.path}/`);
    const gets = Object.values(endpoints)
      .flatMap((group) => Object.values(group))
      .filter((endpoint) => endpoint.method === 'GET')
      .map((endpoint) => endpoint.path);
    for (const path of referenceDataPaths) expect([...lists, ...gets], path).toContain(path);
  });

  it('matches those lists with any query, and no row, export, file or auth call', () => {
    expect(referenceDataPattern.test(url('categories/'))).toBe(true);
    expect(referenceDataPattern.test(url('catalogs/?clas_id=4&ordering=id'))).toBe(true);
    expect(referenceDataPattern.test(url('users/lists/'))).toBe(true);
    expect(referenceDataPattern.test(url('companies/?ordering=name_es&region=2'))).toBe(true);
    for (const path of [
      'catalogs/export/',
      'catalogs/12/',
      'companies/7/',
      'vacancies/',
      'candidates/?search=ana',
      'check_session/',
      'login/',
      'files/3/',
      'departments/export/?format=csv',
    ])
      expect(referenceDataPattern.test(url(path)), path).toBe(false);
    expect(referenceDataPattern.test('https://rp.example.org/categories/')).toBe(false);
  });

  it('clearApiCache deletes the named cache, and does nothing without Cache Storage', async () => {
    await expect(clearApiCache()).resolves.toBeUndefined();
    const remove = vi.fn(async () => true);
    vi.stubGlobal('caches', { delete: remove });
    await clearApiCache();
    expect(remove).toHaveBeenCalledWith(apiCacheName);
    remove.mockRejectedValueOnce(new DOMException('insecure', 'SecurityError'));
    await expect(clearApiCache()).resolves.toBeUndefined();
  });
});
