// spec 000 §3.3 Action completion: code, group, program_id, user_id_to_complete (last two
// optional); §4 actions have separate complete and uncomplete calls; §7.6 POST complete / uncomplete.
// A completion is a userprogramaction record (the class programme progress reads). Completing for
// another user needs the actions.write permission.
import { UserProgramActionClass, type ActionClass, type ActionCompletionRequest, type ActionCompletionResponse } from '@healthdeck/contract';
import type { AppContext } from '../context.js';
import type { AuthUser } from '../auth/guard.js';
import type { SomeHandlers } from './types.js';
import { hasPermission } from '../auth/guard.js';
import { createClassStore } from '../admin-classes/class-store.js';
import { ApiHttpError, badRequest, forbidden } from '../http/api-error.js';
import { memberProgramIds } from './consents.js';

async function setCompletion(ctx: AppContext, user: AuthUser, body: ActionCompletionRequest, complete: boolean): Promise<ActionCompletionResponse> {
  const targetId = body.user_id_to_complete ?? user.id;
  if (targetId !== user.id) {
    if (!(await hasPermission(ctx, user.id, 'actions.write'))) throw forbidden();
    const exists = await ctx.db.selectFrom('users').select('id').where('id', '=', targetId).executeTakeFirst();
    if (!exists) throw new ApiHttpError(404, 'NOT_FOUND', 'User not found');
  }
  const store = createClassStore(ctx.db);
  const filters: Record<string, string> = { code: body.code };
  if (body.program_id) filters.program_id = body.program_id;
  if (body.group) filters.group = body.group;
  const programs = new Set(await memberProgramIds(ctx.db, targetId));
  // Only actions of the user's programmes count: another programme's action is "not found".
  const actions = (await store.list<ActionClass>('action', { filters })).items.filter((a) => programs.has(a.data.program_id));
  if (actions.length === 0) throw new ApiHttpError(404, 'NOT_FOUND', 'Action not found');
  if (actions.length > 1) throw badRequest('Several programmes have an action with this code; send program_id', { program_id: 'Send the programme of the action' });
  const action = actions[0]!;

  const completedAt = complete ? ctx.config.now().toISOString() : null;
  await ctx.db.transaction().execute(async (trx) => {
    // Serialises completions of one user (two taps never make two records).
    await trx.selectFrom('users').select('id').where('id', '=', targetId).forUpdate().execute();
    const tx = createClassStore(trx);
    const { items } = await tx.list<UserProgramActionClass>('userprogramaction', { filters: { user_id: targetId, program_id: action.data.program_id, action_code: action.data.code } });
    const data = UserProgramActionClass.parse({ user_id: targetId, program_id: action.data.program_id, action_code: action.data.code, group: action.data.group, completed_at: completedAt });
    const existing = items[0];
    if (existing) await tx.update('userprogramaction', existing.id, data);
    else if (complete) await tx.insert('userprogramaction', data);
  });
  return { action: { code: action.data.code, program_id: action.data.program_id, group: action.data.group, user_id: targetId, completed_at: completedAt } };
}

export const actionHandlers: SomeHandlers<'actionComplete' | 'actionUncomplete'> = {
  actionComplete: ({ body, user, ctx }) => setCompletion(ctx, user, body, true),
  actionUncomplete: ({ body, user, ctx }) => setCompletion(ctx, user, body, false),
};
