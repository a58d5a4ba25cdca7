import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  type EndpointInput,
  type EndpointOutput,
  endpointPath,
  type ResourceListParams,
  type ResourceRow,
} from './endpoint';
import type { endpoints } from './endpoints/index';
import type { resources } from './resources';

describe('endpointPath', () => {
  it('fills :name segments, URL-encoded', () => {
    expect(endpointPath('users/:id/reactivate/', { id: 7 })).toBe('users/7/reactivate/');
    expect(endpointPath('approve/:key/', { key: 'a b/c' })).toBe('approve/a%20b%2Fc/');
    expect(endpointPath('health/', undefined)).toBe('health/');
  });

  it('refuses a missing parameter instead of calling a wrong path', () => {
    expect(() => endpointPath('users/:id/reactivate/', {})).toThrow(/id/);
    expect(() => endpointPath('users/:id/reactivate/', { id: '' })).toThrow(/id/);
  });
});

describe('types inferred from the contract', () => {
  it('types an action’s input and output from its schemas', () => {
    type History = typeof endpoints.candidates.applicationsHistory;
    expectTypeOf<EndpointInput<History>['query']>().toEqualTypeOf<{ candidate: number }>();
    expectTypeOf<EndpointOutput<History>['in_process_elsewhere']>().toBeNumber();
    type Health = typeof endpoints.operations.health;
    expectTypeOf<EndpointOutput<Health>>().toEqualTypeOf<{ status: 'ok'; database: string }>();
  });

  it('types list filters and ordering from the read shape', () => {
    type Params = ResourceListParams<typeof resources.candidates>;
    expectTypeOf<{ status: 'Active'; category__in: number[]; ordering: '-created_at' }>().toExtend<Params>();
    expectTypeOf<{ is_black_list: 'true' }>().toExtend<Params>();
    // a filter the server would ignore, or a value of the wrong type, does not compile
    expectTypeOf<{ not_a_field: 1 }>().not.toExtend<Params>();
    expectTypeOf<{ status: 'Sleeping' }>().not.toExtend<Params>();
    expectTypeOf<{ ordering: 'password' }>().not.toExtend<Params>();
    expectTypeOf<ResourceRow<typeof resources.candidates>['full_name']>().toBeString();
  });
});
