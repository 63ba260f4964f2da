// A double of Nominatim's search API as its documentation shows it: GET /search?format=jsonv2&q=…
// answers a JSON list of places, best first, with lat and lon as strings ([] when nothing matches).
// Its usage policy is enforced as the public service does: no User-Agent is a 403 "Access blocked",
// more than one request per interval a 429.
import { startHttpDouble, type HttpDouble } from './http-double.js';

/** The documentation's jsonv2 example, re-centred on the places the tests ask for. */
function place(name: string, display: string, lat: string, lon: string, id: number) {
  return {
    place_id: id,
    licence: 'Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright',
    osm_type: 'relation',
    osm_id: id * 7,
    lat,
    lon,
    category: 'boundary',
    type: 'administrative',
    place_rank: 16,
    importance: 0.8,
    addresstype: 'city',
    name,
    display_name: display,
    boundingbox: [String(Number(lat) - 0.1), String(Number(lat) + 0.1), String(Number(lon) - 0.1), String(Number(lon) + 0.1)],
  };
}

export const NOMINATIM_PLACES: Record<string, ReturnType<typeof place>> = {
  'boston, ma': place('Boston', 'Boston, Suffolk County, Massachusetts, United States', '42.3554334', '-71.060511', 1),
  '1 dr carlton b goodlett pl, san francisco, ca 94102': place(
    'San Francisco City Hall',
    'San Francisco City Hall, 1, Doctor Carlton B Goodlett Place, Civic Center, San Francisco, California, 94102, United States',
    '37.7792588',
    '-122.4193286',
    2,
  ),
};

export interface NominatimDouble extends HttpDouble {
  mode: 'up' | 'down' | 'hang';
}

export async function startNominatimDouble(options: { minIntervalMs?: number } = {}): Promise<NominatimDouble> {
  const interval = options.minIntervalMs ?? 1000;
  let last = 0;
  const state: { mode: NominatimDouble['mode'] } = { mode: 'up' };
  const http = await startHttpDouble((request) => {
    if (state.mode === 'down') return { status: 500, body: '<html><body>Internal Server Error</body></html>' };
    if (state.mode === 'hang') return 'hang';
    if (!request.headers['user-agent'] || /^node$|undici/i.test(String(request.headers['user-agent']))) return { status: 403, body: '<html><body>Access blocked</body></html>' };
    const now = Date.now();
    if (now - last < interval) return { status: 429, body: '<html><body>Too Many Requests</body></html>', headers: { 'retry-after': '2' } };
    last = now;
    if (request.url.pathname !== '/search' || request.url.searchParams.get('format') !== 'jsonv2')
      return { status: 400, body: { error: { code: 400, message: 'Parameter format must be one of xml, json, jsonv2, geojson, geocodejson' } } };
    const q = (request.url.searchParams.get('q') ?? '').trim().replace(/\s+/g, ' ').toLowerCase();
    const found = NOMINATIM_PLACES[q];
    return { status: 200, body: found ? [found] : [] };
  });
  return {
    ...http,
    get mode() {
      return state.mode;
    },
    set mode(value) {
      state.mode = value;
    },
  };
}
