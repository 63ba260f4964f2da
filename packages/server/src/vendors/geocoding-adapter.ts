// spec 000 §7.6: "A geocoding call to a maps service is made." The maps service sits behind this
// adapter: a Nominatim-compatible service (nominatim.ts) when configured, else the sandbox
// gazetteer in geocoding-sandbox.ts, so it works offline.
import type { GeoPoint } from '@healthdeck/contract';

export interface GeocodingAdapter {
  /** The best match for a free-text address; null when the service finds nothing. Throws GeocodingUnavailable when it cannot be asked. */
  geocode(address: string): Promise<GeoPoint | null>;
  /** This adapter is the sandbox gazetteer: the place it answers is made up (the answer's `sandbox`). */
  readonly sandbox: boolean;
}

/** The maps service did not answer usefully (network, timeout, rate limit, an error): nothing was found or not found. */
export class GeocodingUnavailable extends Error {
  constructor(detail: string) {
    super(`The maps service could not be asked: ${detail}`);
    this.name = 'GeocodingUnavailable';
  }
}

const EARTH_RADIUS_MILES = 3958.8;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in miles (haversine). */
export function haversineMiles(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}
