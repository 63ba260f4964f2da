// Which adapter serves each outside service, from the configuration (config.ts): a real protocol
// when it is configured, else the offline sandbox.
import type { Kysely } from 'kysely';
import type { DeviceDataSource } from '@healthdeck/contract';
import type { GeocodingSettings, HumanCheckSettings, ServerConfig } from '../config.js';
import type { Database } from '../db/schema.js';
import type { DeviceAuthorizerAdapter } from './device-authorizer.js';
import { sandboxDeviceAuthorizer } from './device-authorizer-sandbox.js';
import { sandboxFitnessTracker } from './fitness-sandbox.js';
import type { FitnessTrackerAdapter } from './fitness-tracker.js';
import { fitbitVendor, type FitbitVendor } from './fitbit.js';
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

/** The fitness-device vendors: Fitbit through its Web API when configured; every other source (and Fitbit otherwise) the sandbox. */
export interface FitnessVendors {
  authorizerFor(dataSource: DeviceDataSource): DeviceAuthorizerAdapter;
  /** The tracker that delivers this member's records: Fitbit's once they connected it there, else the sandbox. */
  trackerFor(userId: string): Promise<FitnessTrackerAdapter>;
  /** Null unless Fitbit is configured. */
  fitbit: FitbitVendor | null;
}

export function fitnessVendorsFor(config: ServerConfig, db: Kysely<Database>): FitnessVendors {
  const fitbit = config.fitbit ? fitbitVendor(config.fitbit, { db, serverSecret: config.secret, now: config.now }) : null;
  return {
    fitbit,
    authorizerFor: (dataSource) => (fitbit && dataSource === 'fitbit' ? fitbit.authorizer : sandboxDeviceAuthorizer),
    async trackerFor(userId) {
      if (!fitbit) return sandboxFitnessTracker;
      const tokens = await db.selectFrom('device_oauth_tokens').select('user_id').where('user_id', '=', userId).where('data_source', '=', 'fitbit').executeTakeFirst();
      return tokens ? fitbit.tracker : sandboxFitnessTracker;
    },
  };
}
