// Geocoding through a Nominatim-compatible service (OpenStreetMap's, or one of your own):
// GET /search?format=jsonv2&q=… answers a list of places, best first, with lat and lon as strings.
// Its usage policy (operations.osmfoundation.org/policies/nominatim) asks for an identifying
// User-Agent, at most one request a second and caching of results: this adapter does all three.
import { GeocodingUnavailable, type GeocodingAdapter } from './geocoding-adapter.js';
import type { GeoPoint } from '@healthdeck/contract';

export const OSM_NOMINATIM_URL = 'https://nominatim.openstreetmap.org';

export interface NominatimSettings {
  /** The service's base address (OSM_NOMINATIM_URL, or your own instance). */
  baseUrl: string;
  /** Names the application and a contact (the policy blocks generic or missing agents). */
  userAgent: string;
  /** ISO 3166-1 alpha-2 codes the search is limited to (e.g. ['us']); none limits nothing. */
  countryCodes?: readonly string[];
  /** Least time between two requests (the policy: 1000 ms). */
  minIntervalMs?: number;
  timeoutMs?: number;
  /** Answers kept (an address asked again is not sent again). */
  cacheSize?: number;
}

interface NominatimPlace {
  lat: string;
  lon: string;
  display_name?: string;
}

const isPlace = (value: unknown): value is NominatimPlace =>
  typeof value === 'object' && value !== null && typeof (value as NominatimPlace).lat === 'string' && typeof (value as NominatimPlace).lon === 'string';

const normalise = (address: string) => address.trim().replace(/\s+/g, ' ').toLowerCase();

export function nominatimGeocoder(settings: NominatimSettings, fetchFn: typeof fetch = fetch, sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))): GeocodingAdapter {
  const interval = settings.minIntervalMs ?? 1000;
  const cacheSize = settings.cacheSize ?? 1000;
  const cache = new Map<string, GeoPoint | null>();
  // Requests go one at a time, each leaving `interval` after the previous one's answer came (or
  // later, when the service said to wait): the policy counts what reaches it, not what we sent.
  let queue: Promise<unknown> = Promise.resolve();
  let lastAnswerAt = 0;
  let blockedUntil = 0;
  function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
    const run = queue.then(async () => {
      const wait = Math.max(lastAnswerAt + interval, blockedUntil) - Date.now();
      if (wait > 0) await sleep(wait);
      try {
        return await task();
      } finally {
        lastAnswerAt = Date.now();
      }
    });
    queue = run.catch(() => undefined);
    return run;
  }

  async function ask(address: string): Promise<GeoPoint | null> {
    const url = new URL('search', `${settings.baseUrl.replace(/\/+$/, '')}/`);
    url.searchParams.set('format', 'jsonv2');
    url.searchParams.set('q', address);
    url.searchParams.set('limit', '1');
    if (settings.countryCodes?.length) url.searchParams.set('countrycodes', settings.countryCodes.join(','));
    let response: Response;
    try {
      response = await oneAtATime(() => fetchFn(url, { headers: { 'user-agent': settings.userAgent, accept: 'application/json' }, signal: AbortSignal.timeout(settings.timeoutMs ?? 5000) }));
    } catch (error) {
      throw new GeocodingUnavailable((error as Error).name === 'TimeoutError' ? 'no answer in time' : (error as Error).message);
    }
    if (response.status === 429) {
      // Told to slow down: no request leaves before the service said (Retry-After) or a minute.
      const retryAfter = Number(response.headers.get('retry-after'));
      blockedUntil = Math.max(blockedUntil, Date.now() + (Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : 60_000));
      throw new GeocodingUnavailable('rate limited (429)');
    }
    if (!response.ok) throw new GeocodingUnavailable(`the service answered ${response.status}`);
    const body: unknown = await response.json().catch(() => null);
    if (!Array.isArray(body)) throw new GeocodingUnavailable('the answer is not a list of places');
    const [first] = body;
    if (first === undefined) return null;
    if (!isPlace(first)) throw new GeocodingUnavailable('a place without lat and lon');
    const lat = Number.parseFloat(first.lat);
    const lng = Number.parseFloat(first.lon);
    if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) throw new GeocodingUnavailable('a place with coordinates out of range');
    return { lat, lng, formatted_address: first.display_name ?? address };
  }

  return {
    sandbox: false,
    async geocode(address) {
      const key = normalise(address);
      if (cache.has(key)) return cache.get(key) ?? null;
      const point = await ask(address);
      if (cache.size >= cacheSize) cache.delete(cache.keys().next().value as string);
      cache.set(key, point);
      return point;
    },
  };
}
