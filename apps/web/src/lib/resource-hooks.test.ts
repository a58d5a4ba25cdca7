import { afterEach, describe, expect, it } from 'vitest';
import { withRegion } from './resource-hooks';
import { session } from './session';

describe('withRegion (docs/domain.md#data-scope, region selector)', () => {
  afterEach(() => localStorage.clear());

  it('narrows lists to the region chosen in the top bar, even when the list has an empty region filter', () => {
    session.setRegion('4');
    expect(withRegion({ status: true })).toEqual({ status: true, region: 4 });
    expect(withRegion({ status: true, region: undefined })).toEqual({ status: true, region: 4 });
  });

  it('keeps a list’s own region filter, and adds nothing for all regions', () => {
    session.setRegion('4');
    expect(withRegion({ region: 2 })).toEqual({ region: 2 });
    session.setRegion('all');
    expect(withRegion({ status: true })).toEqual({ status: true });
  });
});
