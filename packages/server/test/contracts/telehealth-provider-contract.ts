// What any telehealth provider adapter (MediOrbis) must do, the sandbox included: a real adapter,
// run against a double of MediOrbis, passes the same tests. MediOrbis publishes no API, so the
// contract is the adapter interface (vendors/telehealth-provider.ts) and the spec's shapes
// (contract Physician, Pharmacy; spec 000 §7.6).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Pharmacy, Physician, TELEHEALTH_CONSULT_TYPES, type TelehealthConsultType } from '@healthdeck/contract';
import type { TelehealthPhysician, TelehealthProvider } from '../../src/vendors/telehealth-provider.js';
import { localDay } from '../../src/time/local-day.js';

export interface TelehealthProviderUnderTest {
  provider: TelehealthProvider;
  /** Whether this adapter is the MediOrbis sandbox (what it books is made up). */
  sandbox: boolean;
  /** The time the tests run at: a working day when the provider has free slots in the week after it. */
  now: Date;
  close?(): Promise<void>;
}

const MINUTE = 60_000;
const isZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

export function telehealthProviderContract(label: string, setup: () => Promise<TelehealthProviderUnderTest>): void {
  describe(`telehealth provider adapter contract: ${label}`, () => {
    let under: TelehealthProviderUnderTest;
    let physician: TelehealthPhysician;
    beforeAll(async () => {
      under = await setup();
      [physician] = (await under.provider.physicians()) as [TelehealthPhysician];
    });
    afterAll(async () => {
      await under.close?.();
    });
    const weekOf = (p: TelehealthPhysician) => under.provider.scheduleStarts(p, localDay(under.now, p.timeZone), 7, under.now);

    it("names itself, says whether it is a sandbox, and a visit's length", () => {
      expect(under.provider.provider).toBe('mediorbis');
      expect(under.provider.sandbox).toBe(under.sandbox);
      expect(Number.isInteger(under.provider.visitMinutes) && under.provider.visitMinutes > 0).toBe(true);
    });

    it('lists physicians in the contract shape, each with the zone of their hours; a consult type keeps only those who offer it', async () => {
      const all = await under.provider.physicians();
      expect(all.length).toBeGreaterThan(0);
      for (const p of all) {
        const { timeZone, ...shown } = p;
        expect(Physician.parse(shown)).toEqual(shown);
        expect(isZone(timeZone)).toBe(true);
      }
      for (const type of Object.keys(TELEHEALTH_CONSULT_TYPES) as TelehealthConsultType[]) {
        const offering = await under.provider.physicians(type);
        expect(offering.every((p) => p.consult_types.includes(type))).toBe(true);
        expect(offering.map((p) => p.id)).toEqual(all.filter((p) => p.consult_types.includes(type)).map((p) => p.id));
      }
    });

    it('finds a physician by id; an unknown or malformed id is nobody', async () => {
      expect(await under.provider.physician(physician.id)).toEqual(physician);
      expect(await under.provider.physician('999999999')).toBeUndefined();
      expect(await under.provider.physician('not-an-id')).toBeUndefined();
    });

    it('offers slot starts after now, in order, each one a slot start; a minute off or a past start is not', () => {
      const starts = weekOf(physician);
      expect(starts.length).toBeGreaterThan(0);
      expect(starts.every((s) => s.getTime() > under.now.getTime())).toBe(true);
      expect(starts.map((s) => s.getTime())).toEqual([...starts.map((s) => s.getTime())].sort((a, b) => a - b));
      for (const start of starts) expect(under.provider.isSlotStart(physician, start, under.now)).toBe(true);
      const first = starts[0]!;
      expect(under.provider.isSlotStart(physician, new Date(first.getTime() + MINUTE), under.now)).toBe(false);
      expect(under.provider.isSlotStart(physician, first, new Date(first.getTime() + MINUTE))).toBe(false);
    });

    it('lists pharmacies in the contract shape, narrows them by a search, and finds one by id', async () => {
      const all = await under.provider.pharmacies();
      expect(all.length).toBeGreaterThan(0);
      for (const p of all) expect(Pharmacy.parse(p)).toEqual(p);
      const first = all[0]!;
      const found = await under.provider.pharmacies(first.name);
      expect(found.map((p) => p.id)).toContain(first.id);
      expect(found.every((p) => all.some((q) => q.id === p.id) || p.name.toLowerCase().includes(first.name.toLowerCase()))).toBe(true);
      expect(await under.provider.pharmacies('zz-no-pharmacy-is-called-this-zz')).toEqual([]);
      expect(await under.provider.pharmacy(first.id)).toEqual(first);
      expect(await under.provider.pharmacy('999999999')).toBeUndefined();
    });

    it("books a slot with the provider's own appointment id, moves it and cancels it", async () => {
      const [start, later] = weekOf(physician);
      const consultType = physician.consult_types[0]!;
      const booking = await under.provider.book({ physician, start: start!, consultType });
      expect(booking.appointmentId).toMatch(/^\S+$/);
      const other = await under.provider.book({ physician, start: later!, consultType });
      expect(other.appointmentId).not.toBe(booking.appointmentId);
      await expect(under.provider.reschedule(booking.appointmentId, later!)).resolves.toBeUndefined();
      await expect(under.provider.cancel(booking.appointmentId)).resolves.toBeUndefined();
      await expect(under.provider.cancel(other.appointmentId)).resolves.toBeUndefined();
    });
  });
}
