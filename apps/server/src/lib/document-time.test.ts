import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { companyTimeZone, configureTimeZone, documentDateTime, timeZoneOf } from './document-time';

describe('times in documents (APP_TIME_ZONE)', () => {
  it('prints the company’s wall clock, 24-hour, whatever the server’s zone', () => {
    configureTimeZone(loadConfig({ DATA_DIR: '/tmp/rp-tz-test', JWT_SECRET: 'x' }).timeZone);
    expect(companyTimeZone()).toBe('America/Mexico_City');
    // 04:13 UTC is 22:13 of the day before in Mexico City: never "10:13 PM" of a UTC server
    expect(documentDateTime('2026-11-28T04:13:00Z')).toBe('27/11/2026 22:13');
    configureTimeZone(
      loadConfig({ DATA_DIR: '/tmp/rp-tz-test', JWT_SECRET: 'x', APP_TIME_ZONE: 'America/Tijuana' }).timeZone,
    );
    expect(documentDateTime('2026-11-28T04:13:00Z')).toBe('27/11/2026 20:13');
    configureTimeZone('America/Mexico_City');
  });

  it('refuses a zone the runtime does not know, naming the setting', () => {
    expect(() => timeZoneOf('APP_TIME_ZONE', 'Mars/Olympus', 'UTC')).toThrow(/APP_TIME_ZONE/);
  });
});
