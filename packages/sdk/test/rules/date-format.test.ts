import { describe, expect, it } from 'vitest';
import {
  ENGLISH_DATES,
  displayTimeZone,
  formatSlotDay,
  formatSlotTime,
  formatInZone,
  formatOrderDate,
  formatReminderDate,
  formatShippingUpdate,
  FALLBACK_TIME_ZONE,
  REMINDER_DATE_PATTERN,
  SMARTLINK_TIME_PATTERN,
} from '../../src/rules/date-format.js';
import { loadDateLocale } from '../../src/rules/date-locale.js';

// 2026-01-05 21:04 UTC is Monday 3:04 PM in Chicago (CST, UTC-6); 2026-07-05 21:04 UTC is 4:04 PM CDT.
const winter = '2026-01-05T21:04:00Z';
const summer = '2026-07-05T21:04:00Z';

describe("formatReminderDate (spec 000 §9: 'EEEE, MMMM d at h:mmaa' with time zone abbreviation)", () => {
  it.each([
    [winter, 'America/Chicago', 'Monday, January 5 at 3:04PM CST'],
    [summer, 'America/Chicago', 'Sunday, July 5 at 4:04PM CDT'],
    ['2026-01-05T14:09:00Z', 'America/New_York', 'Monday, January 5 at 9:09AM EST'],
    ['2026-01-06T00:30:00Z', 'UTC', 'Tuesday, January 6 at 12:30AM UTC'],
    [new Date(winter), 'America/Los_Angeles', 'Monday, January 5 at 1:04PM PST'],
    [Date.parse(winter), 'Asia/Tokyo', 'Tuesday, January 6 at 6:04AM GMT+9'],
  ])('%s in %s -> %j', (value, zone, text) => {
    expect(formatReminderDate(value, zone)).toBe(text);
  });
  it('gives an empty text for an invalid date', () => {
    expect(formatReminderDate('not a date', 'UTC')).toBe('');
  });
});

describe('formatOrderDate (spec 001 §9: MM/dd/yyyy)', () => {
  it.each([
    [winter, 'America/Chicago', '01/05/2026'],
    ['2026-01-06T03:00:00Z', 'America/Chicago', '01/05/2026'],
    ['2026-01-06T03:00:00Z', 'UTC', '01/06/2026'],
    ['2026-01-05', 'America/Chicago', '01/05/2026'],
    [' 2026-12-31 ', 'Asia/Tokyo', '12/31/2026'],
    ['nope', 'UTC', ''],
  ])('%s in %s -> %j', (value, zone, text) => {
    expect(formatOrderDate(value, zone)).toBe(text);
  });

  it.each([
    ['es', '2026-12-03', '03/12/2026'],
    ['fr', '2026-12-03', '03/12/2026'],
    ['de', '2026-12-03', '03.12.2026'],
    ['pt', '2026-12-03', '03/12/2026'],
    ['es', '2026-01-06T03:00:00Z', '05/01/2026'],
    ['es', 'nope', ''],
  ] as const)('in %s, %s reads the day first: %j', (language, value, text) => {
    expect(formatOrderDate(value, 'America/Chicago', language)).toBe(text);
  });
});

describe('formatShippingUpdate (spec 001 §9: MM/dd/yyyy hh:mm a)', () => {
  it.each([
    [winter, 'America/Chicago', '01/05/2026 03:04 PM'],
    ['2026-01-05T06:05:00Z', 'America/Chicago', '01/05/2026 12:05 AM'],
    ['2026-01-05T18:00:00Z', 'America/Chicago', '01/05/2026 12:00 PM'],
    ['bad', 'UTC', ''],
  ])('%s in %s -> %j', (value, zone, text) => {
    expect(formatShippingUpdate(value, zone)).toBe(text);
  });

  it.each([
    ['es', '05/01/2026, 15:04'],
    ['de', '05.01.2026, 15:04'],
  ] as const)('in %s, day first with its own clock: %j', (language, text) => {
    expect(formatShippingUpdate(winter, 'America/Chicago', language)).toBe(text);
  });
});

describe('displayTimeZone (spec 000 §9 browser time zone; spec 001 §9 falls back to America/Chicago)', () => {
  it.each([
    ['Europe/Paris', 'Europe/Paris'],
    [undefined, 'America/Chicago'],
    ['', 'America/Chicago'],
    ['Mars/Olympus', 'America/Chicago'],
  ])('browser says %j -> %s', (zone, used) => {
    expect(displayTimeZone(() => zone)).toBe(used);
  });
  it('falls back when reading the zone throws', () => {
    expect(
      displayTimeZone(() => {
        throw new Error('no Intl');
      }),
    ).toBe(FALLBACK_TIME_ZONE);
  });
  it('reads the runtime zone by default and formats with it', () => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(displayTimeZone()).toBe(zone);
    expect(formatOrderDate(winter)).toBe(formatOrderDate(winter, zone));
    expect(formatReminderDate(winter)).toBe(formatReminderDate(winter, zone));
    expect(formatShippingUpdate(winter)).toBe(formatShippingUpdate(winter, zone));
  });
});

describe('formatInZone (date-fns patterns on the wall time of a zone)', () => {
  it.each([
    // The fall-back fold in Chicago: 06:30 and 07:30 UTC are both 1:30 AM local, CDT then CST.
    ['2026-11-01T06:30:00Z', 'America/Chicago', SMARTLINK_TIME_PATTERN, '2026-11-01 01:30'],
    ['2026-11-01T07:30:00Z', 'America/Chicago', SMARTLINK_TIME_PATTERN, '2026-11-01 01:30'],
    ['2026-03-08T08:00:00Z', 'America/Chicago', SMARTLINK_TIME_PATTERN, '2026-03-08 03:00'],
    ['2026-05-04T23:30:00Z', 'Europe/Paris', SMARTLINK_TIME_PATTERN, '2026-05-05 01:30'],
    [winter, 'Asia/Kolkata', REMINDER_DATE_PATTERN, 'Tuesday, January 6 at 2:34AM'],
    ['garbage', 'UTC', SMARTLINK_TIME_PATTERN, ''],
  ])('%s in %s as %j -> %j', (value, zone, pattern, text) => {
    expect(formatInZone(value, pattern, zone)).toBe(text);
  });
  it('keeps the reminder pattern the spec gives, with the literal quoted for date-fns', () => {
    expect(REMINDER_DATE_PATTERN.replace(/'/g, '')).toBe('EEEE, MMMM d at h:mmaa');
  });
});

describe("dates in the member's language (date-fns locales; Marshallese has none: English)", () => {
  // 2030-05-06 14:00 UTC is Monday 9:00 AM in Chicago (CDT, UTC-5); 21:04 UTC is 4:04 PM.
  const morning = '2030-05-06T14:00:00Z';
  const afternoon = '2030-05-06T21:04:00Z';
  it.each([
    ['en', 'Monday, May 6 at 4:04PM CDT', '4:04 PM', 'Monday, May 6'],
    ['mh', 'Monday, May 6 at 4:04PM CDT', '4:04 PM', 'Monday, May 6'],
    ['es', 'lunes, 6 de mayo a las 16:04 GMT-5', '16:04', 'lunes, 6 de mayo'],
    ['fr', 'lundi 6 mai à 16:04 UTC−5', '16:04', 'lundi 6 mai'],
    ['de', 'Montag, 6. Mai um 16:04 GMT-5', '16:04', 'Montag, 6. Mai'],
    ['pt', 'segunda-feira, 6 de maio às 16:04 GMT-5', '16:04', 'segunda-feira, 6 de maio'],
  ] as const)('%s: reminder %j, time slot %j, day heading %j', async (language, reminder, time, day) => {
    const dates = await loadDateLocale(language);
    expect(dates.language).toBe(language);
    expect(formatReminderDate(afternoon, 'America/Chicago', dates)).toBe(reminder);
    expect(formatSlotTime(afternoon, 'America/Chicago', dates)).toBe(time);
    expect(formatSlotDay(afternoon, 'America/Chicago', dates)).toBe(day);
  });
  it("keeps the spec's English pattern and en-US abbreviation by default", () => {
    expect(formatReminderDate(morning, 'America/Chicago')).toBe('Monday, May 6 at 9:00AM CDT');
    expect(formatSlotTime(morning, 'America/Chicago')).toBe('9:00 AM');
    expect(formatReminderDate(morning, 'America/Chicago', ENGLISH_DATES)).toBe('Monday, May 6 at 9:00AM CDT');
  });
  it("reads the patterns it is given: a Marshallese member's are the spec's English ones", async () => {
    const mh = await loadDateLocale('mh');
    expect(mh).toEqual({ ...ENGLISH_DATES, language: 'mh' });
    expect(formatSlotDay(morning, 'America/Chicago', mh)).toBe('Monday, May 6');
  });
});
