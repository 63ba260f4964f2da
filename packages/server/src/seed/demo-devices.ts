// The demo member's connected (sandbox) device, so the Sleep Summary and Fitness widgets show data in
// the demo: body metrics exist only for a member with a connected device (routes/body-metrics.ts).
import type { Kysely } from 'kysely';
import type { DeviceDataSource } from '@healthdeck/contract';
import type { Database } from '../db/schema.js';
import { createClassStore } from '../admin-classes/class-store.js';
import { recordIntegrationCall } from '../domain/integrations/integration-calls.js';
import { sandboxDeviceAuthorizer } from '../vendors/device-authorizer-sandbox.js';

export const DEMO_DEVICE: DeviceDataSource = 'fitbit';

/**
 * Connects the demo member's sandbox device once: the connection is recorded as an integration
 * call, as the connect route does, and a member who has any device call on record (this seed's, or
 * their own connect or revoke) is left as they are — a demo member who revoked stays disconnected.
 */
export async function seedDemoDevices(db: Kysely<Database>, email = 'member@healthdeck.test', now = new Date()): Promise<void> {
  const user = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  if (!user) return;
  const calls = await createClassStore(db).list('integration_call', { filters: { user_id: user.id, integration: sandboxDeviceAuthorizer.integration }, limit: 1 });
  if (calls.items.length > 0) return;
  await db
    .insertInto('user_device_connections')
    .values({ user_id: user.id, data_source: DEMO_DEVICE, connected_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'data_source']).doNothing())
    .execute();
  await recordIntegrationCall(db, { userId: user.id, integration: sandboxDeviceAuthorizer.integration, operation: `authorize ${DEMO_DEVICE}`, ok: true, message: 'demo seed', at: now });
}
