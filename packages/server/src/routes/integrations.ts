// spec 000 §7.6 GET integration calls and statuses. Calls made for a member to an outside service
// are integration_call records (user_id set; the device routes write them); statuses are the
// integration_status records (the last known state of each service, kept by administrators).
import type { Kysely } from 'kysely';
import { IntegrationCallClass, type IntegrationStatusClass } from '@healthdeck/contract';
import type { Database } from '../db/schema.js';
import type { SomeHandlers } from './types.js';
import { createClassStore } from '../admin-classes/class-store.js';

/** Records one call to an outside service made for a member. */
export async function recordIntegrationCall(db: Kysely<Database>, call: { userId: string; integration: string; operation: string; ok: boolean; message?: string; at: Date }): Promise<void> {
  const data = IntegrationCallClass.parse({
    integration: call.integration,
    operation: call.operation,
    user_id: call.userId,
    status: call.ok ? 'success' : 'failed',
    called_at: call.at.toISOString(),
    ...(call.message ? { message: call.message } : {}),
  });
  await createClassStore(db).insert('integration_call', data);
}

export const integrationHandlers: SomeHandlers<'integrationCalls' | 'integrationStatuses'> = {
  async integrationCalls({ query, user, ctx }) {
    const { items } = await createClassStore(ctx.db).list<IntegrationCallClass>('integration_call', {
      filters: { user_id: user.id, ...(query.integration ? { integration: query.integration } : {}) },
      sort: 'called_at',
      order: 'desc',
      limit: query.limit,
    });
    return {
      integration_calls: items.map((r) => ({
        id: r.id,
        integration: r.data.integration,
        operation: r.data.operation,
        status: r.data.status,
        message: r.data.message ?? null,
        called_at: r.data.called_at,
      })),
    };
  },

  async integrationStatuses({ ctx }) {
    const { items } = await createClassStore(ctx.db).list<IntegrationStatusClass>('integration_status', { sort: 'integration' });
    return { integration_statuses: items.map((r) => ({ integration: r.data.integration, status: r.data.status, checked_at: r.data.checked_at, message: r.data.message ?? null })) };
  },
};
