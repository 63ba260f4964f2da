import { badRequest } from '../http/api-error.js';
import { zoneParts } from './zone-format.js';

/** The member's calendar day (YYYY-MM-DD) in an IANA time zone (spec 000 §9: timezone read from the browser). */
export function localDay(now: Date, timeZone: string | undefined): string {
  const zone = timeZone && timeZone.length > 0 ? timeZone : 'UTC';
  let parts: Record<string, string>;
  try {
    parts = zoneParts(now, zone);
  } catch {
    throw badRequest(`Unknown time zone '${zone}'`, { tz: 'Enter an IANA time zone such as Europe/Paris' });
  }
  return `${parts.year}-${parts.month}-${parts.day}`;
}
