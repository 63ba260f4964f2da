// The kit vendors' adapters (Spot lab panels, Namida, 3D Look body scans) through the one contract a
// real adapter would pass too (contracts/kit-vendor-contract.ts): here their sandboxes, on their
// shared book of issued kits in a fresh database.
import { afterAll, beforeAll } from 'vitest';
import type { Kysely } from 'kysely';
import type { Database } from '../src/db/schema.js';
import { createBodyScanSandbox } from '../src/vendors/body-scan-sandbox.js';
import { createNamidaSandbox } from '../src/vendors/namida-sandbox.js';
import { createSpotSandbox } from '../src/vendors/spot-sandbox.js';
import type { KitVendor, SandboxBook } from '../src/vendors/vendor-adapters.js';
import { kitVendorContract } from './contracts/kit-vendor-contract.js';
import { createTestDatabase } from './helpers/test-server.js';

let database: { db: Kysely<Database>; drop(): Promise<void> };
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

const book = (): SandboxBook => ({ db: database.db, now: () => new Date('2026-04-06T09:00:00Z') });
/** A sandbox moves on when an admin advances it (the clock stands still here). */
const sandbox = (vendor: KitVendor, resultsFile: boolean) => ({ vendor, sandbox: true, resultsFile, progress: (kitId: string) => vendor.advance!(kitId) });

kitVendorContract('Spot sandbox', async () => sandbox(createSpotSandbox(book()), true));
kitVendorContract('Namida sandbox', async () => sandbox(createNamidaSandbox(book()), true));
kitVendorContract('3D Look sandbox', async () => sandbox(createBodyScanSandbox(book()), false));
