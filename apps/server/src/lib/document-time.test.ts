import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { documentDateTime, timeZoneOf } from './document-time';

describe('times in documents (APP_TIME_ZONE)', () => {
  it('prints the company’s wall clock, 24-hour, whatever the server’s zone', () => {
    const { timeZone } = loadConfig({ DATA_DIR: '/tmp/rp-tz-test', JWT_SECRET: 'x' });
    expect(timeZone).toBe('America/Mexico_City');
    // 04:13 UTC is 22:13 of the day before in Mexico City: never "10:13 PM" of a UTC server
    expect(documentDateTime('2026-11-28T04:13:00Z', timeZone)).toBe('27/11/2026 22:13');
    const tijuana = loadConfig({
      DATA_DIR: '/tmp/rp-tz-test',
      JWT_SECRET: 'x',
      APP_TIME_ZONE: 'America/Tijuana',
    }).timeZone;
    expect(documentDateTime('2026-11-28T04:13:00Z', tijuana)).toBe('27/11/2026 20:13');
  });

  it('refuses a zone the runtime does not know, naming the setting', () => {
    expect(() => timeZoneOf('APP_TIME_ZONE', 'Mars/Olympus', 'UTC')).toThrow(/APP_TIME_ZONE/);
  });
});
