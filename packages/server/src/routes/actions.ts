// spec 000 §3.3 Action completion: code, group, program_id, user_id_to_complete (last two
// optional); §4 actions have separate complete and uncomplete calls; §7.6 POST complete / uncomplete.
// A completion is a userprogramaction record (the class programme progress reads). Completing for
// another user needs the actions.write permission.
import {
  UserProgramActionClass,
  type ActionClass,
  type ActionCompletionRequest,
  type ActionCompletionResponse,
  type ActionGroupClass,
  type MemberActionItem,
  type MemberProgram,
  type ProgramClass,
} from '@healthdeck/contract';
import type { ClassRecord } from '../admin-classes/class-store.js';
import type { AppContext } from '../context.js';
import type { AuthUser } from '../auth/guard.js';
import type { SomeHandlers } from './types.js';
import { memberTranslator } from '../http/member-translator.js';
import { hasPermission } from '../auth/guard.js';
import { createClassStore } from '../admin-classes/class-store.js';
import { ApiHttpError, badRequest, forbidden } from '../http/api-error.js';
import { memberProgramIds } from '../domain/programs/member-programs.js';
import { doneOnPage, pagesDoneByMember } from '../domain/programs/done-by-member.js';
import { findProcess, startProcessRuns } from '../domain/processes/process-runs.js';
import { assignedActionIds, offeredToMember } from '../domain/actions/assign-action.js';

/**
 * spec 001 §4: completing a triggered-process action starts its process (classkey processes,
 * domain/processes): the completion records which one, taken from the action's configuration
 * (never from the browser), and queues one run per member and action in the same transaction, so
 * completing it again after an uncomplete does not run the process twice.
 */
function triggeredProcess(action: ActionClass, complete: boolean): { triggered_process_code?: string } {
  const code = action.cta_triggered_process_code?.trim();
  return complete && action.completion_type === 'triggered_process' && code ? { triggered_process_code: code } : {};
}

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
  const [programIds, assigned] = await Promise.all([memberProgramIds(ctx.db, targetId), assignedActionIds(ctx.db, targetId)]);
  const programs = new Set(programIds);
  // Only actions the user is offered count: another programme's action, or one kept for the members it is assigned to, is "not found".
  const actions = (await store.list<ActionClass>('action', { filters })).items.filter((a) => programs.has(a.data.program_id) && offeredToMember(a, assigned));
  if (actions.length === 0) throw new ApiHttpError(404, 'NOT_FOUND', 'Action not found');
  if (actions.length > 1) throw badRequest('Several programmes have an action with this code; send program_id', { program_id: 'Send the programme of the action' });
  const action = actions[0]!;

  const completedAt = complete ? ctx.config.now().toISOString() : null;
  const processCode = triggeredProcess(action.data, complete).triggered_process_code;
  // No active process of that code (not made yet, or switched off): the completion is recorded and nothing runs.
  const process = processCode ? await findProcess(ctx.db, processCode) : null;
  let processRunId: string | undefined;
  await ctx.db.transaction().execute(async (trx) => {
    // Serialises completions of one user (two taps never make two records).
    await trx.selectFrom('users').select('id').where('id', '=', targetId).forUpdate().execute();
    const tx = createClassStore(trx);
    const { items } = await tx.list<UserProgramActionClass>('userprogramaction', { filters: { user_id: targetId, program_id: action.data.program_id, action_code: action.data.code } });
    const data = UserProgramActionClass.parse({
      user_id: targetId,
      program_id: action.data.program_id,
      action_code: action.data.code,
      group: action.data.group,
      completed_at: completedAt,
      ...triggeredProcess(action.data, complete),
    });
    const existing = items[0];
    if (existing) await tx.update('userprogramaction', existing.id, data);
    else if (complete) await tx.insert('userprogramaction', data);
    if (process) {
      const triggerKey = `action:${action.id}`;
      [processRunId] = await startProcessRuns(ctx, trx, { process, userIds: [targetId], trigger: 'action', triggerKey, startedBy: user.id });
      // Completed before: the member's run of this action already exists (and the screen follows it).
      processRunId ??= (await trx.selectFrom('process_runs').select('id').where('user_id', '=', targetId).where('trigger_key', '=', triggerKey).executeTakeFirst())?.id;
    }
  });
  return {
    action: { code: action.data.code, program_id: action.data.program_id, group: action.data.group, user_id: targetId, completed_at: completedAt },
    ...(processRunId ? { process_run_id: processRunId } : {}),
  };
}

/** spec 001 §3 Action item from a stored action: its completion type is the call-to-action type (spec 001 §4). */
function actionItem(action: ClassRecord<ActionClass>, completed: boolean): MemberActionItem {
  const a = action.data;
  return {
    id: action.id,
    code: a.code,
    name: a.name,
    subtitle: a.subtitle,
    short_description: a.short_description,
    full_description: a.full_description,
    icon: a.icon,
    completed,
    program_id: a.program_id,
    group: a.group,
    control: a.cta_type,
    cta_type: a.completion_type,
    cta_text: a.cta_text,
    cta_url: a.cta_url,
    cta_page: a.cta_page ?? null,
    cta_triggered_process_code: a.cta_triggered_process_code,
    cta_completed_text: a.cta_completed_text,
    cta_complete_action_on_click: Boolean(a.cta_complete_action_on_click),
  };
}

/**
 * The member's active programmes (links program_user, programme is_active) with their actions in
 * order; an action group becomes one item whose `grouped` holds its actions (spec 001 §3 "grouped
 * (child actions)"), completed when all of them are.
 */
async function memberPrograms(ctx: AppContext, userId: string): Promise<MemberProgram[]> {
  const store = createClassStore(ctx.db);
  const out: { order: string; program: MemberProgram }[] = [];
  const [programIds, pagesDone, assigned] = await Promise.all([memberProgramIds(ctx.db, userId), pagesDoneByMember(ctx.db, userId), assignedActionIds(ctx.db, userId)]);
  const programs = await store.getMany<ProgramClass>('programs', programIds);
  for (const programId of programIds) {
    const program = programs.get(programId);
    if (!program || program.data.is_active === false) continue;
    // The three reads of a programme at once (the load benchmark: this call waited on them in turn).
    const [actionList, groupList, completions] = await Promise.all([
      store.list<ActionClass>('action', { filters: { program_id: programId }, sort: 'order', order: 'asc', limit: 500 }),
      store.list<ActionGroupClass>('action_groups', { filters: { program_id: programId }, sort: 'order', order: 'asc', limit: 500 }),
      store.list<UserProgramActionClass>('userprogramaction', { filters: { user_id: userId, program_id: programId }, limit: 1000 }),
    ]);
    const actions = actionList.items.filter((a) => offeredToMember(a, assigned));
    const groups = groupList.items;
    const completed = new Set(completions.items.filter((c) => c.data.completed_at !== null).map((c) => c.data.action_code));
    const done = (action: ClassRecord<ActionClass>) => completed.has(action.data.code) || doneOnPage(action.data, pagesDone);
    const entries: { order: number; item: MemberActionItem }[] = [];
    for (const action of actions) if (!action.data.group) entries.push({ order: action.data.order, item: actionItem(action, done(action)) });
    for (const group of groups) {
      const children = actions.filter((a) => a.data.group === group.id).map((a) => actionItem(a, done(a)));
      if (children.length === 0) continue;
      entries.push({
        order: group.data.order,
        item: {
          id: group.id,
          code: group.data.code,
          name: group.data.name,
          short_description: group.data.description,
          icon: group.data.icon,
          completed: children.every((c) => c.completed),
          program_id: programId,
          group: null,
          control: 'arrow',
          cta_type: 'none',
          cta_complete_action_on_click: false,
          grouped: children,
        },
      });
    }
    entries.sort((x, y) => x.order - y.order);
    const { name, code, description } = program.data;
    const visible_progress = program.data.visible_progress ?? true;
    out.push({ order: name, program: { id: program.id, name, code, description, visible_progress, actions: entries.map((e) => e.item) } });
  }
  return out.sort((x, y) => x.order.localeCompare(y.order)).map((x) => x.program);
}

export const actionHandlers: SomeHandlers<'actionComplete' | 'actionUncomplete' | 'memberPrograms'> = {
  actionComplete: ({ body, user, ctx }) => setCompletion(ctx, user, body, true),
  actionUncomplete: ({ body, user, ctx }) => setCompletion(ctx, user, body, false),
  async memberPrograms({ user, request, reply, ctx }) {
    const programs = await memberPrograms(ctx, user.id);
    const items = programs.flatMap((program) => program.actions);
    const groups = items.filter((item) => item.grouped);
    const actions = [...items.filter((item) => !item.grouped), ...groups.flatMap((group) => group.grouped ?? [])];
    const translator = await memberTranslator(ctx.db, request, reply, user.id, {
      programs: programs.map((program) => program.id),
      action: actions.map((action) => action.id),
      action_groups: groups.map((group) => group.id),
    });
    const translated = (item: MemberActionItem): MemberActionItem => {
      if (!item.grouped) return translator.apply('action', item.id, item);
      return {
        ...item,
        name: translator.text('action_groups', item.id, 'name', item.name),
        ...(item.short_description === undefined ? {} : { short_description: translator.text('action_groups', item.id, 'description', item.short_description) }),
        grouped: item.grouped.map(translated),
      };
    };
    return { programs: programs.map((program) => ({ ...translator.apply('programs', program.id, program), actions: program.actions.map(translated) })) };
  },
};
