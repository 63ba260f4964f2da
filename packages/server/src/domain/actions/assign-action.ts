// An action given to one member (a process's "assign an action" step; what a result rule's outcome
// may give). The member is put in the action's programme (its link made active again if it was
// turned off), so its card shows the action; an action kept for the members it is assigned to (ActionClass assigned_only)
// shows to them alone. Idempotent: assigning again changes nothing and answers assigned false.
import { sql, type Kysely } from 'kysely';
import type { ActionClass } from '@healthdeck/contract';
import type { Database } from '../../db/schema.js';
import { createClassStore } from '../../admin-classes/class-store.js';
import { notFound } from '../../http/api-error.js';

/** Gives the member the action (and its programme); `assigned` is false when they already had it. 404 when the action does not exist. */
export async function assignActionToMember(db: Kysely<Database>, input: { userId: string; actionId: string }): Promise<{ assigned: boolean }> {
  const action = await createClassStore(db).get<ActionClass>('action', input.actionId);
  if (!action) throw notFound('Action not found');
  await db
    .insertInto('links')
    .values({ kind: 'program_user', a_id: action.data.program_id, b_id: input.userId, is_active: true })
    .onConflict((oc) => oc.columns(['kind', 'a_id', 'b_id']).doUpdateSet({ is_active: sql<boolean>`true` }))
    .execute();
  const row = await db
    .insertInto('action_assignments')
    .values({ user_id: input.userId, action_id: input.actionId })
    .onConflict((oc) => oc.columns(['user_id', 'action_id']).doNothing())
    .returning('action_id')
    .executeTakeFirst();
  return { assigned: row !== undefined };
}

/** The ids of the actions assigned to the member. */
export async function assignedActionIds(db: Kysely<Database>, userId: string): Promise<Set<string>> {
  const rows = await db.selectFrom('action_assignments').select('action_id').where('user_id', '=', userId).execute();
  return new Set(rows.map((r) => r.action_id));
}

/** Whether the member is offered the action: every member of its programme, or (assigned_only) those it is assigned to. */
export function offeredToMember(action: { id: string; data: Pick<ActionClass, 'assigned_only'> }, assigned: ReadonlySet<string>): boolean {
  return !action.data.assigned_only || assigned.has(action.id);
}
