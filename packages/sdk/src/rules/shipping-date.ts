// spec 001 §9 Formats: shipping update MM/dd/yyyy hh:mm a (the test detail card's shipping box).
import { displayTimeZone, formatInZone, type DateInput } from './date-zone.js';

/** spec 001 §9: shipping update. */
export const SHIPPING_UPDATE_PATTERN = 'MM/dd/yyyy hh:mm a';

/** spec 001 §9: shipping update MM/dd/yyyy hh:mm a, e.g. '01/05/2026 03:04 PM'. Returns '' for an invalid date. */
export function formatShippingUpdate(value: DateInput, timeZone: string = displayTimeZone()): string {
  return formatInZone(value, SHIPPING_UPDATE_PATTERN, timeZone);
}
