import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useAddressFilters } from './use-address-filters';

type Filters = { type: string | null; company: number | null };
const codec = {
  parse: (search: URLSearchParams): Filters => ({
    type: search.get('type'),
    company: search.get('company') ? Number(search.get('company')) : null,
  }),
  serialize: (values: Filters) =>
    Object.fromEntries(
      Object.entries(values)
        .filter(([, value]) => value !== null)
        .map(([key, value]) => [key, String(value)]),
    ),
  empty: (): Filters => ({ type: null, company: null }),
};

/** The hook inside a data router (whose navigations are asynchronous, as in the app). */
function renderInRouter() {
  const result: { current: ReturnType<typeof useAddressFilters<Filters>> & { search: string } } = {
    current: undefined as never,
  };
  function Probe() {
    result.current = { ...useAddressFilters(codec), search: useLocation().search };
    return null;
  }
  const router = createMemoryRouter([{ path: '/', element: <Probe /> }], { initialEntries: ['/?company=3'] });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <>
      <RouterProvider router={router} />
      {children}
    </>
  );
  renderHook(() => null, { wrapper });
  return result;
}

describe('filters kept in the address', () => {
  it('reads them from the address and says whether any is set', () => {
    const probe = renderInRouter();
    expect(probe.current.values).toEqual({ type: null, company: 3 });
    expect(probe.current.isFiltered).toBe(true);
  });

  it('two quick changes before the address catches up both stay', async () => {
    const probe = renderInRouter();
    const { update } = probe.current;
    await act(async () => {
      update({ type: 'clients' });
      update({ company: 7 });
    });
    expect(probe.current.values).toEqual({ type: 'clients', company: 7 });
    expect(new URLSearchParams(probe.current.search).get('type')).toBe('clients');
    expect(new URLSearchParams(probe.current.search).get('company')).toBe('7');
  });

  it('clearing empties the address', async () => {
    const probe = renderInRouter();
    await act(async () => probe.current.clear());
    expect(probe.current.values).toEqual({ type: null, company: null });
    expect(probe.current.isFiltered).toBe(false);
  });
});
