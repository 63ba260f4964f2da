// Which adapter serves each outside service, from the configuration (config.ts): a real protocol
// when it is configured, else the offline sandbox.
import type { GeocodingSettings, HumanCheckSettings } from '../config.js';
import type { GeocodingAdapter } from './geocoding-adapter.js';
import { sandboxGeocoder } from './geocoding-sandbox.js';
import { nominatimGeocoder } from './nominatim.js';
import type { HumanCheckAdapter } from './human-check.js';
import { sandboxHumanCheck } from './human-check-sandbox.js';
import { siteverifyHumanCheck } from './siteverify.js';

export function humanCheckFor(settings: HumanCheckSettings | undefined): HumanCheckAdapter {
  return !settings || settings.provider === 'sandbox' ? sandboxHumanCheck : siteverifyHumanCheck(settings);
}

export function geocoderFor(settings: GeocodingSettings | undefined): GeocodingAdapter {
  return !settings || settings.provider === 'sandbox' ? sandboxGeocoder() : nominatimGeocoder(settings);
}
