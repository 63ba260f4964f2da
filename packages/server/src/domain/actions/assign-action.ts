// A programme action given to one member: they join the action's programme (an active
// 'program_user' link, made active again if it was turned off) and the gift is recorded
// (member_assigned_actions, migration 0049). Idempotent: giving it again changes nothing.
import { sql, type Kysely } from 'kysely';
import type { ActionClass } from '@healthdeck/contract';
import { createClassStore } from '../../admin-classes/class-store.js';
import type { Database } from '../../db/schema.js';
import { notFound } from '../../http/api-error.js';

/** `assigned` is false when the member had been given the action before. Run it in the caller's transaction when the gift goes with another write. */
export async function assignActionToMember(db: Kysely<Database>, { userId, actionId }: { userId: string; actionId: string }): Promise<{ assigned: boolean }> {
  const action = await createClassStore(db).get<ActionClass>('action', actionId);
  if (!action) throw notFound('Action not found');
  await db
    .insertInto('links')
    .values({ kind: 'program_user', a_id: action.data.program_id, b_id: userId, is_active: true })
    .onConflict((oc) => oc.columns(['kind', 'a_id', 'b_id']).doUpdateSet({ is_active: sql<boolean>`true` }))
    .execute();
  const inserted = await db
    .insertInto('member_assigned_actions')
    .values({ user_id: userId, action_id: actionId })
    .onConflict((oc) => oc.columns(['user_id', 'action_id']).doNothing())
    .returning('action_id')
    .executeTakeFirst();
  return { assigned: inserted !== undefined };
}
