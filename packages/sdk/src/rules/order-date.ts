// spec 001 §9 Formats: order date MM/dd/yyyy. A module of its own (with the zone core, date-zone.ts):
// the kit and order cards format only this; the shipping update's format is shipping-date.ts (the
// test detail card's alone).
import { format } from 'date-fns';
import { displayTimeZone, formatInZone, type DateInput } from './date-zone.js';

/** spec 001 §9: order date. */
export const ORDER_DATE_PATTERN = 'MM/dd/yyyy';

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

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
