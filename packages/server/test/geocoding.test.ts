// Lab-site geocoding: the Nominatim adapter against a double of its search API, the sandbox
// against the same contract, and the lab-site routes when the service cannot be asked.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GeocodingUnavailable } from '../src/vendors/geocoding-adapter.js';
import { sandboxGeocoder } from '../src/vendors/geocoding-sandbox.js';
import { nominatimGeocoder, type NominatimSettings } from '../src/vendors/nominatim.js';
import { configFromEnv } from '../src/config.js';
import { geocoderFor } from '../src/vendors/vendor-selection.js';
import { KIT_MESSAGES } from '@healthdeck/contract';
import { geocodingContract } from './contracts/geocoding-contract.js';
import { startNominatimDouble, type NominatimDouble } from './doubles/nominatim.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';
import { signedInMember, type TestMember } from './helpers/accounts.js';

const AGENT = 'HealthDeck-tests/1.0 (ops@healthdeck.test)';
const settings = (double: NominatimDouble, extra: Partial<NominatimSettings> = {}): NominatimSettings => ({ baseUrl: double.url, userAgent: AGENT, minIntervalMs: 60, ...extra });

geocodingContract('sandbox', async () => ({ geocoder: sandboxGeocoder(), known: { address: 'Boston, MA', lat: 42.36, lng: -71.06 } }));
geocodingContract('nominatim', async () => {
  const double = await startNominatimDouble({ minIntervalMs: 50 });
  return { geocoder: nominatimGeocoder(settings(double)), known: { address: 'Boston, MA', lat: 42.36, lng: -71.06 }, close: () => double.close() };
});

describe('Nominatim adapter against the protocol double', () => {
  let double: NominatimDouble;
  beforeAll(async () => {
    double = await startNominatimDouble({ minIntervalMs: 50 });
  });
  // Each test's adapter is a new client: it cannot know when the last test's asked.
  beforeEach(() => new Promise((resolve) => setTimeout(resolve, 60)));
  afterAll(() => double.close());

  it('asks /search?format=jsonv2 with q, its User-Agent and the country limit; reads lat and lon strings as numbers', async () => {
    const geo = nominatimGeocoder(settings(double, { countryCodes: ['us'] }));
    expect(await geo.geocode('1 Dr Carlton B Goodlett Pl, San Francisco, CA 94102')).toEqual({
      lat: 37.7792588,
      lng: -122.4193286,
      formatted_address: 'San Francisco City Hall, 1, Doctor Carlton B Goodlett Place, Civic Center, San Francisco, California, 94102, United States',
    });
    const sent = double.requests.at(-1)!;
    expect(sent.url.pathname).toBe('/search');
    expect(Object.fromEntries(sent.url.searchParams)).toEqual({ format: 'jsonv2', q: '1 Dr Carlton B Goodlett Pl, San Francisco, CA 94102', limit: '1', countrycodes: 'us' });
    expect(sent.headers['user-agent']).toBe(AGENT);
  });

  it('answers null for an empty list', async () => {
    expect(await nominatimGeocoder(settings(double)).geocode('zzzz qqqq')).toBeNull();
  });

  it('keeps one request per interval, so the service never refuses a burst', async () => {
    const geo = nominatimGeocoder(settings(double));
    const before = double.requests.length;
    const started = Date.now();
    const answers = await Promise.all(['Boston, MA', 'nowhere 1', 'nowhere 2', 'nowhere 3'].map((q) => geo.geocode(q)));
    expect(answers[0]?.lat).toBeCloseTo(42.3554334);
    expect(double.requests.length - before).toBe(4);
    expect(Date.now() - started).toBeGreaterThanOrEqual(3 * 60 - 5);
  });

  it('asks once for an address asked again (the policy asks for caching)', async () => {
    const geo = nominatimGeocoder(settings(double));
    await geo.geocode('Boston, MA');
    const before = double.requests.length;
    expect((await geo.geocode('  boston,   MA '))?.lat).toBeCloseTo(42.3554334);
    expect(double.requests.length).toBe(before);
  });

  it('throws GeocodingUnavailable on a 429 and waits as told (Retry-After) before the next request', async () => {
    const strict = await startNominatimDouble({ minIntervalMs: 10_000 });
    const waits: number[] = [];
    try {
      const geo = nominatimGeocoder({ ...settings(strict), minIntervalMs: 0 }, fetch, async (ms) => {
        waits.push(ms);
      });
      expect((await geo.geocode('Boston, MA'))?.lat).toBeCloseTo(42.3554334);
      await expect(geo.geocode('nowhere 4')).rejects.toThrow(/rate limited \(429\)/);
      await expect(geo.geocode('nowhere 5')).rejects.toBeInstanceOf(GeocodingUnavailable);
      // The third request waited out the double's Retry-After: 2 seconds.
      expect(waits.at(-1)).toBeGreaterThan(1500);
    } finally {
      await strict.close();
    }
  });

  it('throws GeocodingUnavailable on an error, a hang, a refused agent and an unreachable service', async () => {
    const geo = nominatimGeocoder(settings(double, { timeoutMs: 300 }));
    try {
      double.mode = 'down';
      await expect(geo.geocode('down 1')).rejects.toThrow(/answered 500/);
      double.mode = 'hang';
      await expect(geo.geocode('hang 1')).rejects.toThrow(/no answer in time/);
    } finally {
      double.mode = 'up';
    }
    await expect(nominatimGeocoder(settings(double, { userAgent: 'node' })).geocode('Boston, MA')).rejects.toThrow(/answered 403/);
    await expect(nominatimGeocoder({ ...settings(double), baseUrl: 'http://127.0.0.1:9' }).geocode('Boston, MA')).rejects.toBeInstanceOf(GeocodingUnavailable);
  });

  it('is chosen by GEOCODING_PROVIDER=nominatim, which needs a User-Agent', () => {
    const extra = { secret: 's', escrowPublicKey: null };
    expect(configFromEnv({}, extra).geocoding).toEqual({ provider: 'sandbox' });
    expect(() => configFromEnv({ GEOCODING_PROVIDER: 'nominatim' }, extra)).toThrow(/GEOCODING_USER_AGENT/);
    const config = configFromEnv({ GEOCODING_PROVIDER: 'nominatim', GEOCODING_USER_AGENT: AGENT, GEOCODING_COUNTRY_CODES: 'us, pr' }, extra);
    expect(config.geocoding).toMatchObject({ provider: 'nominatim', baseUrl: 'https://nominatim.openstreetmap.org', userAgent: AGENT, countryCodes: ['us', 'pr'], minIntervalMs: 1000 });
    expect(geocoderFor(config.geocoding)).not.toBe(geocoderFor(undefined));
  });
});

describe('lab sites through the Nominatim adapter', () => {
  let double: NominatimDouble;
  let server: TestServer;
  let member: TestMember;
  beforeAll(async () => {
    double = await startNominatimDouble({ minIntervalMs: 20 });
    server = await startTestServer({ geocoding: { provider: 'nominatim', ...settings(double, { minIntervalMs: 30, timeoutMs: 300 }) } });
    member = await signedInMember(server);
  });
  afterAll(async () => {
    await server.close();
    await double.close();
  });

  it('places the address through the service, says when it finds nothing, and answers 503 when it cannot be asked', async () => {
    const near = await server.call('labSites', { query: { address: 'Boston, MA', radius_miles: 50, take: 5 }, token: member.accessToken });
    expect(near.status).toBe(200);
    expect(near.body).toMatchObject({ origin: { lat: 42.3554334, lng: -71.060511 } });
    const unknown = await server.call('labSites', { query: { address: 'Nowhere Street 0', radius_miles: 50, take: 5 }, token: member.accessToken });
    expect(unknown.body).toMatchObject({ statusCode: 400, message: KIT_MESSAGES.addressNotFound });
    double.mode = 'down';
    try {
      const down = await server.call('labSites', { query: { address: 'Chicago, IL', radius_miles: 50, take: 5 }, token: member.accessToken });
      expect(down.body).toMatchObject({ statusCode: 503, error_code: 'UNAVAILABLE', message: KIT_MESSAGES.addressLookupUnavailable });
    } finally {
      double.mode = 'up';
    }
  });
});
