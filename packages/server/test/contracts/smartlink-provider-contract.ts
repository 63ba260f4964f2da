// What any Smartlink adapter (care advocate calls) must do, the sandbox included: a real adapter,
// run against a double of Smartlink, passes the same tests. Smartlink publishes no API, so the
// contract is the adapter interface (vendors/smartlink-provider.ts) and the call details the
// member is sent (contract SmartlinkCallDetails; spec 000 §3.3).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmartlinkTime } from '@healthdeck/contract';
import type { SmartlinkProvider } from '../../src/vendors/smartlink-provider.js';
import { localDay } from '../../src/time/local-day.js';
import { toTimeSlot } from '../../src/vendors/telehealth-schedule.js';

export interface SmartlinkProviderUnderTest {
  provider: SmartlinkProvider;
  /** Whether this adapter is the Smartlink sandbox (the calls it books are made up). */
  sandbox: boolean;
  /** The time the tests run at: a working day when Smartlink has free calls in the week after it. */
  now: Date;
  /** The zone Smartlink's hours are in (the day the slots are asked from). */
  timeZone: string;
  close?(): Promise<void>;
}

const MINUTE = 60_000;

export function smartlinkProviderContract(label: string, setup: () => Promise<SmartlinkProviderUnderTest>): void {
  describe(`Smartlink adapter contract: ${label}`, () => {
    let under: SmartlinkProviderUnderTest;
    beforeAll(async () => {
      under = await setup();
    });
    afterAll(async () => {
      await under.close?.();
    });
    const week = () => under.provider.slotStarts(localDay(under.now, under.timeZone), 7, under.now);

    it("names itself, says whether it is a sandbox, a call's length and the advocates who take calls", () => {
      expect(under.provider.provider).toBe('smartlink');
      expect(under.provider.sandbox).toBe(under.sandbox);
      expect(Number.isInteger(under.provider.callMinutes) && under.provider.callMinutes > 0).toBe(true);
      const advocates = under.provider.advocates();
      expect(advocates.length).toBeGreaterThan(0);
      expect(new Set(advocates.map((a) => a.id)).size).toBe(advocates.length);
      for (const a of advocates) {
        expect(a.name.trim()).not.toBe('');
        expect(a.phone).toMatch(/\d/);
      }
    });

    it('offers call starts after now, in order, each one a slot start; a minute off or a past start is not', () => {
      const starts = week();
      expect(starts.length).toBeGreaterThan(0);
      expect(starts.every((s) => s.getTime() > under.now.getTime())).toBe(true);
      expect(starts.map((s) => s.getTime())).toEqual([...starts.map((s) => s.getTime())].sort((a, b) => a - b));
      for (const start of starts) expect(under.provider.isSlotStart(start, under.now)).toBe(true);
      const first = starts[0]!;
      expect(under.provider.isSlotStart(new Date(first.getTime() + MINUTE), under.now)).toBe(false);
      expect(under.provider.isSlotStart(first, new Date(first.getTime() + MINUTE))).toBe(false);
    });

    it("books a call with Smartlink's own id and tells the member who calls, on which number and link, when", async () => {
      const [start, later] = week();
      const [advocate] = under.provider.advocates();
      const booking = await under.provider.book({ advocate: advocate!, start: start! });
      expect(booking.appointmentId).toMatch(/^\S+$/);
      const other = await under.provider.book({ advocate: advocate!, start: later! });
      expect(other.appointmentId).not.toBe(booking.appointmentId);
      // The wall time in Smartlink's zone, as the member's browser sends it (spec 000 §3.3).
      const appointmentTime = SmartlinkTime.parse(toTimeSlot(start!, under.timeZone, null).idstr);
      const details = under.provider.details({ appointmentId: booking.appointmentId, advocate: advocate!, appointmentTime, timezone: under.timeZone });
      expect(details).toMatchObject({ advocate: advocate!.name, phone: advocate!.phone, appointmentTime, timezone: under.timeZone });
      expect(new URL(details.meeting_url).protocol).toBe('https:');
      // Each call has a link of its own.
      const otherDetails = under.provider.details({ appointmentId: other.appointmentId, advocate: advocate!, appointmentTime, timezone: under.timeZone });
      expect(otherDetails.meeting_url).not.toBe(details.meeting_url);
    });

    it('moves a booked call and cancels it', async () => {
      const [start, later] = week();
      const [advocate] = under.provider.advocates();
      const booking = await under.provider.book({ advocate: advocate!, start: start! });
      await expect(under.provider.reschedule(booking.appointmentId, { advocate: advocate!, start: later! })).resolves.toBeUndefined();
      await expect(under.provider.cancel(booking.appointmentId)).resolves.toBeUndefined();
    });
  });
}
