import { formatDateTime } from '@rp/contract';

/**
 * Times in documents, mails and exports (PDFs, `.xlsx`/`.csv`, the interview `.ics`) are the
 * company's wall clock (APP_TIME_ZONE, default America/Mexico_City), never the server's zone
 * (docs/decisions.md#times-in-the-company-time-zone). The zone is the caller's
 * `ctx.config.timeZone`, passed in: configuration is never a module global (docs/architecture.md).
 */

/** A moment as day/month/year 24-hour time in `timeZone` (the company's): 27/11/2026 22:13. */
export const documentDateTime = (value: string | Date | null | undefined, timeZone: string) =>
  formatDateTime(value, timeZone);

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
