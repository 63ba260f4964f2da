// Dates as the member reads them, in the widget's language (Intl; a language Intl does not know
// falls back to the browser's default). Calendar days (YYYY-MM-DD) are read as local days, so a
// day never shifts with the time zone.
import { useCallback } from 'react';
import { displayTimeZone, formatOrderDate, type DateInput } from '@healthdeck/sdk';
import { useLanguage } from '../../i18n/language';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day 'YYYY-MM-DD' as e.g. 'Jun 1, 2026' (the text as given when it is not a day). */
export function formatDay(day: string, language: string, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }): string {
  const match = DAY.exec(day);
  if (!match) return day;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return new Intl.DateTimeFormat(language, options).format(date);
}

/** An instant (ISO text) as e.g. 'Jun 1, 2026, 9:00 AM' in the browser's time zone. */
export function formatInstant(iso: string, language: string): string {
  const date = new Date(iso);
  if (!Number.isFinite(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** The day of an instant (ISO text) in the member's zone, e.g. 'Dec 7, 2026' or '7 dic 2026'; null when not a date. */
export function formatInstantDay(iso: string, language: string, timeZone: string = displayTimeZone()): string | null {
  const date = new Date(iso);
  if (!Number.isFinite(date.getTime())) return null;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone }).format(date);
}

/** A calendar month 'YYYY-MM' as e.g. 'Dec 2026' or 'dic 2026' (the text as given when it is not a month). */
export function formatMonth(month: string, language: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return month;
  return new Intl.DateTimeFormat(language, { month: 'short', year: 'numeric' }).format(new Date(Number(match[1]), Number(match[2]) - 1, 15));
}

/** spec 001 §9's order date (MM/dd/yyyy) in the widget's language: the sdk's formatOrderDate, day first where the language reads it so. */
export function useOrderDate(): (value: DateInput) => string {
  const language = useLanguage();
  // One function per language, so a table's columns built from it stay the same between renders.
  return useCallback((value: DateInput) => formatOrderDate(value, displayTimeZone(), language), [language]);
}
