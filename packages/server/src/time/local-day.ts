import { badRequest } from '../http/api-error.js';
import { zoneParts } from './zone-format.js';

const MINUTE_MS = 60_000;
/** The last answer per zone: a zone's day changes only on a minute boundary (offsets are whole minutes). */
const lastDay = new Map<string, { minute: number; day: string }>();

/** The member's zone as sent (spec 000 §9: read from the browser); UTC when the browser sent none. */
export function memberZone(timeZone: string | undefined): string {
  return timeZone && timeZone.length > 0 ? timeZone : 'UTC';
}

/** The member's calendar day (YYYY-MM-DD) in an IANA time zone (spec 000 §9: timezone read from the browser). */
export function localDay(now: Date, timeZone: string | undefined): string {
  const zone = memberZone(timeZone);
  const minute = Math.floor(now.getTime() / MINUTE_MS);
  const cached = lastDay.get(zone);
  if (cached?.minute === minute) return cached.day;
  let parts: Record<string, string>;
  try {
    parts = zoneParts(now, zone);
  } catch {
    throw badRequest(`Unknown time zone '${zone}'`, { tz: 'Enter an IANA time zone such as Europe/Paris' });
  }
  const day = `${parts.year}-${parts.month}-${parts.day}`;
  // Only zones Intl accepted get here, so the map holds at most the ~600 IANA zones.
  lastDay.set(zone, { minute, day });
  return day;
}
