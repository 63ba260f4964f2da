// spec 001 §9 Formats: shipping update MM/dd/yyyy hh:mm a (the test detail card's shipping box).
import type { Language } from '@healthdeck/contract/light';
import { displayTimeZone, formatInZone, toDate, type DateInput } from './date-zone.js';

/** spec 001 §9: shipping update. */
export const SHIPPING_UPDATE_PATTERN = 'MM/dd/yyyy hh:mm a';

/**
 * spec 001 §9: shipping update MM/dd/yyyy hh:mm a, e.g. '01/05/2026 03:04 PM'; in another
 * language the same numeric date and time in its order and clock ('05/01/2026, 15:04'), as the
 * order date (order-date.ts). Returns '' for an invalid date.
 */
export function formatShippingUpdate(value: DateInput, timeZone: string = displayTimeZone(), language: Language = 'en'): string {
  if (language === 'en') return formatInZone(value, SHIPPING_UPDATE_PATTERN, timeZone);
  const date = toDate(value);
  if (!date) return '';
  return new Intl.DateTimeFormat(language, { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone }).format(date);
}
