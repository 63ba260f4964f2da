// spec 001 §9 Formats: order date MM/dd/yyyy. A module of its own (with the zone core, date-zone.ts):
// the kit and order cards format only this; the shipping update's format is shipping-date.ts (the
// test detail card's alone).
import { format } from 'date-fns';
import type { Language } from '@healthdeck/contract/light';
import { displayTimeZone, formatInZone, toDate, type DateInput } from './date-zone.js';

/** spec 001 §9: order date. */
export const ORDER_DATE_PATTERN = 'MM/dd/yyyy';

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * spec 001 §9: order date MM/dd/yyyy in the given zone. A date-only text ('2026-01-05') is a
 * calendar date and is shown as is, not shifted by the zone. Returns '' for an invalid date.
 * In another language the same numeric date in that language's order (es 05/01/2026, de
 * 05.01.2026): read with the English month first, 12/03/2026 is the 12th of March to a Spanish
 * reader. Marshallese, which browsers' Intl does not know, reads the browser's default order.
 */
export function formatOrderDate(value: DateInput, timeZone: string = displayTimeZone(), language: Language = 'en'): string {
  const dateOnly = typeof value === 'string' ? DATE_ONLY.exec(value.trim()) : null;
  if (language !== 'en') {
    const date = dateOnly ? new Date(Date.UTC(Number(dateOnly[1]), Number(dateOnly[2]) - 1, Number(dateOnly[3]))) : toDate(value);
    if (!date) return '';
    return new Intl.DateTimeFormat(language, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: dateOnly ? 'UTC' : timeZone }).format(date);
  }
  if (dateOnly) return format(new Date(Number(dateOnly[1]), Number(dateOnly[2]) - 1, Number(dateOnly[3])), ORDER_DATE_PATTERN);
  return formatInZone(value, ORDER_DATE_PATTERN, timeZone);
}
