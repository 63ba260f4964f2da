import { describe, expect, it } from 'vitest';
import { localDay } from '../src/time/local-day.js';

describe('localDay (the member’s calendar day, remembered per zone for the current minute)', () => {
  it('turns the day at local midnight, minute by minute, zone by zone', () => {
    const before = new Date('2026-03-08T04:59:59.999Z'); // 23:59:59.999 in New York (EST)
    const after = new Date('2026-03-08T05:00:00.000Z');
    expect(localDay(before, 'America/New_York')).toBe('2026-03-07');
    expect(localDay(after, 'America/New_York')).toBe('2026-03-08');
    expect(localDay(before, 'America/New_York')).toBe('2026-03-07');
    expect(localDay(after, 'Asia/Kolkata')).toBe('2026-03-08');
    expect(localDay(new Date('2026-03-07T18:29:00Z'), 'Asia/Kolkata')).toBe('2026-03-07'); // 23:59 at +05:30
    expect(localDay(new Date('2026-03-07T18:30:00Z'), 'Asia/Kolkata')).toBe('2026-03-08');
  });

  it('answers 400 for a zone Intl does not know, every time', () => {
    for (let i = 0; i < 2; i++) expect(() => localDay(new Date(), 'Mars/Olympus')).toThrow("Unknown time zone 'Mars/Olympus'");
  });
});
