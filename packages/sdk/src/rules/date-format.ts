// spec 000 §9 (default date pattern 'EEEE, MMMM d at h:mmaa' with time zone abbreviation; time zone
// from the browser), spec 001 §9 (Formats: order date MM/dd/yyyy; shipping update
// MM/dd/yyyy hh:mm a; scheduler time zone falls back to America/Chicago). Built on Intl only.

/** spec 001 §9: the time zone used when the browser gives none. */
export const FALLBACK_TIME_ZONE = 'America/Chicago';

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** spec 000 §3.3, §9 and spec 001 §9: the browser's time zone, else America/Chicago. */
export function displayTimeZone(resolve: () => string | undefined = () => Intl.DateTimeFormat().resolvedOptions().timeZone): string {
  let zone: string | undefined;
  try {
    zone = resolve();
  } catch {
    zone = undefined;
  }
  return zone && isTimeZone(zone) ? zone : FALLBACK_TIME_ZONE;
}

export type DateInput = Date | string | number;

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

function toDate(value: DateInput): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isFinite(date.getTime()) ? date : null;
}

function parts(date: Date, timeZone: string, options: Intl.DateTimeFormatOptions): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of new Intl.DateTimeFormat('en-US', { ...options, timeZone }).formatToParts(date)) out[part.type] = part.value;
  return out;
}

/**
 * spec 000 §9: 'EEEE, MMMM d at h:mmaa' plus the zone's abbreviation, e.g. 'Monday, January 5 at
 * 3:04PM CST'. The abbreviation is Intl's en-US short name (zones without one read like 'GMT+1').
 * Returns '' for an invalid date.
 */
export function formatReminderDate(value: DateInput, timeZone: string = displayTimeZone()): string {
  const date = toDate(value);
  if (!date) return '';
  const p = parts(date, timeZone, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZoneName: 'short',
  });
  return `${p.weekday}, ${p.month} ${p.day} at ${p.hour}:${p.minute}${(p.dayPeriod ?? '').toUpperCase()} ${p.timeZoneName}`;
}

/**
 * spec 001 §9: order date MM/dd/yyyy in the given zone. A date-only text ('2026-01-05') is a
 * calendar date and is shown as is, not shifted by the zone. Returns '' for an invalid date.
 */
export function formatOrderDate(value: DateInput, timeZone: string = displayTimeZone()): string {
  if (typeof value === 'string') {
    const match = DATE_ONLY.exec(value.trim());
    if (match) return `${match[2]}/${match[3]}/${match[1]}`;
  }
  const date = toDate(value);
  if (!date) return '';
  const p = parts(date, timeZone, { year: 'numeric', month: '2-digit', day: '2-digit' });
  return `${p.month}/${p.day}/${p.year}`;
}

/** spec 001 §9: shipping update MM/dd/yyyy hh:mm a, e.g. '01/05/2026 03:04 PM'. Returns '' for an invalid date. */
export function formatShippingUpdate(value: DateInput, timeZone: string = displayTimeZone()): string {
  const date = toDate(value);
  if (!date) return '';
  const p = parts(date, timeZone, { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hour12: true });
  return `${p.month}/${p.day}/${p.year} ${p.hour}:${p.minute} ${(p.dayPeriod ?? '').toUpperCase()}`;
}
