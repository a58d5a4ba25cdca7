import { describe, expect, it } from 'vitest';
import { isoOf } from './service';

// docs/performance.md "Where the time goes": the database's UTC text rewritten without a Date
describe("a timestamp's ISO text", () => {
  it('is what Date writes, for every fraction the database prints', () => {
    for (const text of [
      '2026-01-02 03:04:05+00',
      '2026-01-02 03:04:05.6+00',
      '2026-01-02 03:04:05.67+00',
      '2026-01-02 03:04:05.678+00',
      '2026-01-02 03:04:05.678901+00',
      '2026-12-31 23:59:59.999999+00',
      '1999-02-28 00:00:00.0005+00',
    ])
      expect(isoOf(text), text).toBe(new Date(text).toISOString());
  });

  it('takes other offsets and ISO text through Date, and leaves what is not a date', () => {
    expect(isoOf('2026-01-02 03:04:05.678-06')).toBe('2026-01-02T09:04:05.678Z');
    expect(isoOf('2026-01-02T03:04:05.678Z')).toBe('2026-01-02T03:04:05.678Z');
    expect(isoOf('not a date')).toBe('not a date');
  });
});
