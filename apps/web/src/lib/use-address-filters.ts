import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A list's or a board's filters kept in the address (bookmarkable, and what a board's number links
 * with; docs/domain.md#dashboards). A change is a patch on the latest filters: the address changes
 * asynchronously, so two quick choices (a vacancy type, then a company) build on each other instead
 * of both on the old address, which lost the first.
 */
export function useAddressFilters<T extends object>(codec: {
  parse: (search: URLSearchParams) => T;
  serialize: (values: T) => Record<string, string>;
  empty: () => T;
}) {
  const { parse, serialize, empty } = codec;
  const [search, setSearch] = useSearchParams();
  const fromAddress = useMemo(() => parse(search), [parse, search]);
  const address = useRef(fromAddress);
  const pending = useRef<T | null>(null);
  if (address.current !== fromAddress) {
    // the address caught up: it is the truth again
    address.current = fromAddress;
    pending.current = null;
  }
  const values = pending.current ?? fromAddress;
  const update = useCallback(
    (patch: Partial<T>) => {
      const next = { ...(pending.current ?? address.current), ...patch };
      pending.current = next;
      setSearch(serialize(next), { replace: true });
    },
    [setSearch, serialize],
  );
  const isFiltered = JSON.stringify(values) !== JSON.stringify(empty());
  return { values, update, isFiltered, clear: () => update(empty()) };
}
