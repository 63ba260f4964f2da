// Intl.DateTimeFormat construction costs far more than formatting (a profile of the dashboard load
// script had it as the largest single cost), so each zone's formatter is made once and kept.
// Only zones Intl accepts get cached, and IANA has about 600, so the cache cannot grow without bound.

const FIELDS: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  weekday: 'short',
  hourCycle: 'h23',
};

const formats = new Map<string, Intl.DateTimeFormat>();

/** The formatter for a zone; throws RangeError for a zone Intl does not know. */
function formatFor(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { ...FIELDS, timeZone });
    formats.set(timeZone, format);
  }
  return format;
}

/** The wall-clock fields (year, month, day, hour, minute, second, weekday) of an instant in a zone. */
export function zoneParts(instant: Date, timeZone: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of formatFor(timeZone).formatToParts(instant)) out[part.type] = part.value;
  return out;
}
