import { defaultTimeZone, formatDateTime } from '@rp/contract';

/**
 * Times in documents, mails and exports (PDFs, `.xlsx`/`.csv`, the interview `.ics`) are the
 * company's wall clock (APP_TIME_ZONE, default America/Mexico_City), never the server's zone
 * (docs/decisions.md#times-in-the-company-time-zone). Set once at start from the configuration.
 */
let timeZone = defaultTimeZone;

export function configureTimeZone(zone: string) {
  timeZone = zone;
}

/** The company's time zone (an IANA name). */
export const companyTimeZone = () => timeZone;

/** A moment as day/month/year 24-hour time in the company's time zone: 27/11/2026 22:13. */
export const documentDateTime = (value: string | Date | null | undefined) => formatDateTime(value, timeZone);

/** An IANA time zone name the runtime knows, else an error naming the setting. */
export function timeZoneOf(name: string, value: string | undefined, fallback: string): string {
  const zone = value?.trim() || fallback;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
  } catch {
    throw new Error(`${name} must be an IANA time zone such as America/Mexico_City, not "${zone}"`);
  }
  return zone;
}
