// What any geocoding adapter must do, the sandbox included: a real adapter passes the same tests.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GeocodingAdapter } from '../../src/vendors/geocoding-adapter.js';

export interface GeocoderUnderTest {
  geocoder: GeocodingAdapter;
  /** An address the service places, and roughly where (within half a degree). */
  known: { address: string; lat: number; lng: number };
  close?(): Promise<void>;
}

export function geocodingContract(label: string, setup: () => Promise<GeocoderUnderTest>): void {
  describe(`geocoding adapter contract: ${label}`, () => {
    let under: GeocoderUnderTest;
    beforeAll(async () => {
      under = await setup();
    });
    afterAll(async () => {
      await under.close?.();
    });

    it('places a known address with numeric coordinates and a readable name', async () => {
      const point = await under.geocoder.geocode(under.known.address);
      expect(point).not.toBeNull();
      expect(Math.abs(point!.lat - under.known.lat)).toBeLessThan(0.5);
      expect(Math.abs(point!.lng - under.known.lng)).toBeLessThan(0.5);
      expect(point!.formatted_address.length).toBeGreaterThan(0);
    });

    it('answers null for an address it cannot place', async () => {
      expect(await under.geocoder.geocode('Nowhere Street 0, Atlantis')).toBeNull();
    });
  });
}
