// spec 000 §9 (default date pattern 'EEEE, MMMM d at h:mmaa' with time zone abbreviation; time zone
// from the browser), spec 001 §9 (Formats: order date MM/dd/yyyy; shipping update
// MM/dd/yyyy hh:mm a; scheduler time zone falls back to America/Chicago). The spec's patterns are
// date-fns tokens: formatted with date-fns on a TZDate of @date-fns/tz (the wall time in the zone).
import { TZDate, tzName, tzOffset } from '@date-fns/tz';
import { format, type Locale } from 'date-fns';
import type { Language } from '@healthdeck/contract/light';
import { browserTimeZone } from '../transport/url.js';

/** spec 001 §9: the time zone used when the browser gives none. */
export const FALLBACK_TIME_ZONE = 'America/Chicago';

/**
 * spec 000 §9: the reminder's pattern 'EEEE, MMMM d at h:mmaa' (the zone's abbreviation follows
 * it); date-fns takes the literal word quoted.
 */
export const REMINDER_DATE_PATTERN = "EEEE, MMMM d 'at' h:mmaa";
/** spec 001 §9: order date. */
export const ORDER_DATE_PATTERN = 'MM/dd/yyyy';
/** spec 001 §9: shipping update. */
export const SHIPPING_UPDATE_PATTERN = 'MM/dd/yyyy hh:mm a';
/** spec 000 §3.3: Smartlink's appointmentTime, the wall time in the member's zone (the contract's SMARTLINK_TIME_FORMAT). */
export const SMARTLINK_TIME_PATTERN = 'yyyy-MM-dd HH:mm';

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

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

function toDate(value: DateInput): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isFinite(date.getTime()) ? date : null;
}

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

/** A date-fns pattern applied to the wall time of `value` in `timeZone` (names in `locale`, English without); '' for an invalid date. */
export function formatInZone(value: DateInput, pattern: string, timeZone: string = displayTimeZone(), locale?: Locale): string {
  const date = toDate(value);
  return date ? format(new TZDate(date.getTime(), timeZone), pattern, locale ? { locale } : undefined) : '';
}

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

/**
 * spec 001 §9: order date MM/dd/yyyy in the given zone. A date-only text ('2026-01-05') is a
 * calendar date and is shown as is, not shifted by the zone. Returns '' for an invalid date.
 */
export function formatOrderDate(value: DateInput, timeZone: string = displayTimeZone()): string {
  if (typeof value === 'string') {
    const match = DATE_ONLY.exec(value.trim());
    if (match) return format(new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])), ORDER_DATE_PATTERN);
  }
  return formatInZone(value, ORDER_DATE_PATTERN, timeZone);
}

/** spec 001 §9: shipping update MM/dd/yyyy hh:mm a, e.g. '01/05/2026 03:04 PM'. Returns '' for an invalid date. */
export function formatShippingUpdate(value: DateInput, timeZone: string = displayTimeZone()): string {
  return formatInZone(value, SHIPPING_UPDATE_PATTERN, timeZone);
}
