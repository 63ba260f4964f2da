// spec 000 §9 (default date pattern 'EEEE, MMMM d at h:mmaa' with time zone abbreviation; time zone
// from the browser), spec 001 §9 (Formats: order date MM/dd/yyyy; shipping update
// MM/dd/yyyy hh:mm a; scheduler time zone falls back to America/Chicago). The spec's patterns are
// date-fns tokens: formatted with date-fns on a TZDate of @date-fns/tz (the wall time in the zone).
// The zone core (date-zone.ts), the order format (order-date.ts) and the shipping format (shipping-date.ts) are modules of
// their own, re-exported here: an element that formats only those does not carry the reminder's.
import { tzName } from '@date-fns/tz';
import type { Locale } from 'date-fns';
import type { Language } from '@healthdeck/contract/light';
import { displayTimeZone, formatInZone, toDate, type DateInput } from './date-zone.js';

export { FALLBACK_TIME_ZONE, displayTimeZone, formatInZone, type DateInput } from './date-zone.js';
export { ORDER_DATE_PATTERN, formatOrderDate } from './order-date.js';
export { SHIPPING_UPDATE_PATTERN, formatShippingUpdate } from './shipping-date.js';

/**
 * spec 000 §9: the reminder's pattern 'EEEE, MMMM d at h:mmaa' (the zone's abbreviation follows
 * it); date-fns takes the literal word quoted.
 */
export const REMINDER_DATE_PATTERN = "EEEE, MMMM d 'at' h:mmaa";
/** spec 000 §3.3: Smartlink's appointmentTime, the wall time in the member's zone (the contract's SMARTLINK_TIME_FORMAT). */
export const SMARTLINK_TIME_PATTERN = 'yyyy-MM-dd HH:mm';

/** The patterns a language reads: the reminder (spec 000 §9), the scheduler's day heading and its times. */
export interface DatePatterns {
  reminder: string;
  day: string;
  time: string;
}

/**
 * The member's language for dates (`loadDateLocale`, rules/date-locale.ts): its date-fns locale
 * (month and day names) and its patterns. English, and Marshallese (date-fns has no Marshallese
 * locale), read the spec's patterns.
 */
export interface DateLocale {
  language: Language;
  /** date-fns locale; none for English and Marshallese. */
  locale?: Locale;
  patterns: DatePatterns;
}
/** spec 000 §9 reminder; spec 001 §5 the scheduler's day heading and times, in English. */
export const ENGLISH_DATES: DateLocale = { language: 'en', patterns: { reminder: REMINDER_DATE_PATTERN, day: 'EEEE, MMMM d', time: 'h:mm a' } };

/** The zone's short name: en-US's abbreviation in English ('CST', 'GMT+9'), the language's own otherwise ('GMT-6', 'UTC−6'). */
function zoneName(timeZone: string, date: Date, dates: DateLocale): string {
  if (!dates.locale) return tzName(timeZone, date, 'short');
  const parts = new Intl.DateTimeFormat(dates.language, { hour: 'numeric', timeZone, timeZoneName: 'short' }).formatToParts(date);
  return parts.find((p) => p.type === 'timeZoneName')?.value ?? tzName(timeZone, date, 'short');
}

/**
 * spec 000 §9: 'EEEE, MMMM d at h:mmaa' plus the zone's abbreviation, e.g. 'Monday, January 5 at
 * 3:04PM CST'. The abbreviation is the en-US short name (zones without one read like 'GMT+9').
 * In another language (`dates`), the same in its words: 'lunes, 5 de enero a las 15:04 GMT-6'.
 * Returns '' for an invalid date.
 */
export function formatReminderDate(value: DateInput, timeZone: string = displayTimeZone(), dates: DateLocale = ENGLISH_DATES): string {
  const date = toDate(value);
  if (!date) return '';
  return `${formatInZone(date, dates.patterns.reminder, timeZone, dates.locale)} ${zoneName(timeZone, date, dates)}`;
}

/** spec 001 §5 scheduler: a time slot's time, '3:04 PM' in English ('15:04' in es, fr, de, pt). */
export function formatSlotTime(value: DateInput, timeZone: string = displayTimeZone(), dates: DateLocale = ENGLISH_DATES): string {
  return formatInZone(value, dates.patterns.time, timeZone, dates.locale);
}

/** spec 001 §5 scheduler: the heading of a day's times, 'Monday, January 5' in English ('lunes, 5 de enero'). */
export function formatSlotDay(value: DateInput, timeZone: string = displayTimeZone(), dates: DateLocale = ENGLISH_DATES): string {
  return formatInZone(value, dates.patterns.day, timeZone, dates.locale);
}
