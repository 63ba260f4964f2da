// spec 000 §7.6 integration calls and statuses. Calls made for a member to an outside service
// are integration_call records (user_id set; the device routes write them); statuses are the
// integration_status records (the last known state of each service, kept by administrators).
import type { Kysely } from 'kysely';
import { IntegrationCallClass, type IntegrationCallsResponse, type IntegrationStatusClass, type IntegrationStatusesResponse } from '@healthdeck/contract';
import type { Database } from '../../db/schema.js';
import { createClassStore } from '../../admin-classes/class-store.js';

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

/** The member's calls, newest first, of one service or of all. */
export async function integrationCallsOf(db: Kysely<Database>, userId: string, filter: { integration?: string; limit?: number }): Promise<IntegrationCallsResponse> {
  const { items } = await createClassStore(db).list<IntegrationCallClass>('integration_call', {
    filters: { user_id: userId, ...(filter.integration ? { integration: filter.integration } : {}) },
    sort: 'called_at',
    order: 'desc',
    limit: filter.limit,
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
}

/** The last known state of each service. */
export async function integrationStatuses(db: Kysely<Database>): Promise<IntegrationStatusesResponse> {
  const { items } = await createClassStore(db).list<IntegrationStatusClass>('integration_status', { sort: 'integration' });
  return { integration_statuses: items.map((r) => ({ integration: r.data.integration, status: r.data.status, checked_at: r.data.checked_at, message: r.data.message ?? null })) };
}
