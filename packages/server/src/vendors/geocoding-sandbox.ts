// A sandbox maps service: a gazetteer of US cities and their ZIP prefixes. Like a real geocoder it
// matches a ZIP code or a "City, ST" in free text and answers nothing for what it cannot place.
import type { GeocodingAdapter } from './geocoding-adapter.js';

interface Place {
  city: string;
  state: string;
  lat: number;
  lng: number;
  /** First three digits of the city's ZIP codes. */
  zip3: readonly string[];
}

export const SANDBOX_PLACES: readonly Place[] = [
  { city: 'New York', state: 'NY', lat: 40.7128, lng: -74.006, zip3: ['100', '101', '102'] },
  { city: 'Brooklyn', state: 'NY', lat: 40.6782, lng: -73.9442, zip3: ['112'] },
  { city: 'Newark', state: 'NJ', lat: 40.7357, lng: -74.1724, zip3: ['071'] },
  { city: 'Philadelphia', state: 'PA', lat: 39.9526, lng: -75.1652, zip3: ['191'] },
  { city: 'Boston', state: 'MA', lat: 42.3601, lng: -71.0589, zip3: ['021', '022'] },
  { city: 'Washington', state: 'DC', lat: 38.9072, lng: -77.0369, zip3: ['200'] },
  { city: 'Baltimore', state: 'MD', lat: 39.2904, lng: -76.6122, zip3: ['212'] },
  { city: 'Atlanta', state: 'GA', lat: 33.749, lng: -84.388, zip3: ['303'] },
  { city: 'Miami', state: 'FL', lat: 25.7617, lng: -80.1918, zip3: ['331'] },
  { city: 'Orlando', state: 'FL', lat: 28.5384, lng: -81.3789, zip3: ['328'] },
  { city: 'Chicago', state: 'IL', lat: 41.8781, lng: -87.6298, zip3: ['606'] },
  { city: 'Detroit', state: 'MI', lat: 42.3314, lng: -83.0458, zip3: ['482'] },
  { city: 'Minneapolis', state: 'MN', lat: 44.9778, lng: -93.265, zip3: ['554'] },
  { city: 'St. Louis', state: 'MO', lat: 38.627, lng: -90.1994, zip3: ['631'] },
  { city: 'Dallas', state: 'TX', lat: 32.7767, lng: -96.797, zip3: ['752'] },
  { city: 'Houston', state: 'TX', lat: 29.7604, lng: -95.3698, zip3: ['770'] },
  { city: 'Austin', state: 'TX', lat: 30.2672, lng: -97.7431, zip3: ['787'] },
  { city: 'Denver', state: 'CO', lat: 39.7392, lng: -104.9903, zip3: ['802'] },
  { city: 'Phoenix', state: 'AZ', lat: 33.4484, lng: -112.074, zip3: ['850'] },
  { city: 'Las Vegas', state: 'NV', lat: 36.1699, lng: -115.1398, zip3: ['891'] },
  { city: 'Los Angeles', state: 'CA', lat: 34.0522, lng: -118.2437, zip3: ['900'] },
  { city: 'San Diego', state: 'CA', lat: 32.7157, lng: -117.1611, zip3: ['921'] },
  { city: 'San Francisco', state: 'CA', lat: 37.7749, lng: -122.4194, zip3: ['941'] },
  { city: 'Seattle', state: 'WA', lat: 47.6062, lng: -122.3321, zip3: ['981'] },
  { city: 'Portland', state: 'OR', lat: 45.5152, lng: -122.6784, zip3: ['972'] },
  { city: 'Honolulu', state: 'HI', lat: 21.3069, lng: -157.8583, zip3: ['968'] },
  { city: 'Majuro', state: 'MH', lat: 7.0897, lng: 171.3803, zip3: ['969'] },
];

const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9 ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

export function sandboxGeocoder(): GeocodingAdapter {
  return {
    sandbox: true,
    async geocode(address) {
      const zip = /\b(\d{5})(?:-\d{4})?\b/.exec(address)?.[1];
      const text = normalise(address);
      const place =
        (zip && SANDBOX_PLACES.find((p) => p.zip3.includes(zip.slice(0, 3)))) ||
        SANDBOX_PLACES.find((p) => text.includes(`${normalise(p.city)} ${p.state.toLowerCase()}`)) ||
        SANDBOX_PLACES.find((p) => text.includes(normalise(p.city)));
      if (!place) return null;
      return { lat: place.lat, lng: place.lng, formatted_address: `${place.city}, ${place.state}${zip ? ` ${zip}` : ''}, USA` };
    },
  };
}
