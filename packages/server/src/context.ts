import type { Kysely } from 'kysely';
import type { ServerConfig } from './config.js';
import type { Database } from './db/schema.js';
import type { AccessTokens } from './auth/access-token.js';
import type { DeviceCookies } from './auth/device-cookie.js';
import type { Mailer } from './email/mailer.js';
import type { HumanCheckAdapter } from './vendors/human-check.js';
import type { GeocodingAdapter } from './vendors/geocoding-adapter.js';
import type { FitnessVendors } from './vendors/vendor-selection.js';
import type { BackgroundWork } from './background-work.js';
import type { JobQueue } from './jobs/queue.js';

/** What every handler may use; built once per app in app.ts. */
export interface AppContext {
  db: Kysely<Database>;
  config: ServerConfig;
  tokens: AccessTokens;
  /** Browsers that signed in to an account before (auth/device-cookie.ts). */
  devices: DeviceCookies;
  mailer: Mailer;
  /** The human check at sign-up (vendors/vendor-selection.ts). */
  humanCheck: HumanCheckAdapter;
  /** The maps service for lab sites (vendors/vendor-selection.ts). */
  geocoder: GeocodingAdapter;
  /** Fitness-device authorizers and trackers (vendors/vendor-selection.ts). */
  fitness: FitnessVendors;
  /** Work started by a handler and finished after its answer (background-work.ts). */
  background: BackgroundWork;
  /** The durable job queue (jobs/queue.ts): work that must survive this process, run once across all of them. */
  jobs: JobQueue;
}
