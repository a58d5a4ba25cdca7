import { describe, expect, it } from 'vitest';
import { claimQueryCache, queryClient } from './query-client';

describe('the query cache belongs to one user', () => {
  it('keeps the answers for the same user and drops them when another signs in', () => {
    claimQueryCache(1);
    queryClient.setQueryData(['companies', 'options', {}], [{ id: 7 }]);
    claimQueryCache(1);
    expect(queryClient.getQueryData(['companies', 'options', {}])).toEqual([{ id: 7 }]);
    claimQueryCache(2);
    expect(queryClient.getQueryData(['companies', 'options', {}])).toBeUndefined();
  });
});
