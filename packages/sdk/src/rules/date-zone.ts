// spec 000 §3.3, §9 and spec 001 §9: the member's time zone (the browser's, else America/Chicago) and
// a date-fns pattern applied to the wall time in a zone (a TZDate of @date-fns/tz). The core every
// date format uses (date-format.ts, order-date.ts), in a module of its own.
import { TZDate, tzOffset } from '@date-fns/tz';
import { format, type Locale } from 'date-fns';
import { browserTimeZone } from '../transport/url.js';

/** spec 001 §9: the time zone used when the browser gives none. */
export const FALLBACK_TIME_ZONE = 'America/Chicago';

function isTimeZone(zone: string): boolean {
  return !Number.isNaN(tzOffset(zone, new Date()));
}

/** spec 000 §3.3, §9 and spec 001 §9: the browser's time zone, else America/Chicago. */
export function displayTimeZone(resolve: () => string | undefined = browserTimeZone): string {
  let zone: string | undefined;
  try {
    zone = resolve();
  } catch {
    zone = undefined;
  }
  return zone && isTimeZone(zone) ? zone : FALLBACK_TIME_ZONE;
}

export type DateInput = Date | string | number;

export function toDate(value: DateInput): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isFinite(date.getTime()) ? date : null;
}

/** A date-fns pattern applied to the wall time of `value` in `timeZone` (names in `locale`, English without); '' for an invalid date. */
export function formatInZone(value: DateInput, pattern: string, timeZone: string = displayTimeZone(), locale?: Locale): string {
  const date = toDate(value);
  return date ? format(new TZDate(date.getTime(), timeZone), pattern, locale ? { locale } : undefined) : '';
}
