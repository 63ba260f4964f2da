import type { ActionClass, ActionGroup, ActionGroupClass, Program, ProgramClass } from '@healthdeck/contract';
import { createClassStore, type ClassRecord, type ClassStore } from '../admin-classes/class-store.js';
import type { SomeHandlers } from './types.js';
import { badRequest, notFound } from '../http/api-error.js';
import { deleteLinksOf } from '../domain/links/links.js';

// spec 000 §7.2 typed collections: programs and action groups, kept in the generic class store
// (classkeys 'programs', 'action_groups'), validated by the contract's class schemas. spec 000 §8:
// action group create and delete refuse with 400 and a message the client shows.

const PROGRAM_NOT_FOUND = 'Program not found';
const ACTION_GROUP_NOT_FOUND = 'Action group not found';

const stored = <T extends Record<string, unknown>>(record: ClassRecord<T>) => ({
  ...record.data,
  id: record.id,
  created_at: record.created_at.toISOString(),
  updated_at: record.updated_at.toISOString(),
});

export async function getProgram(store: ClassStore, id: string): Promise<ClassRecord<ProgramClass> | undefined> {
  return store.get<ProgramClass>('programs', id);
}

async function programOr404(store: ClassStore, id: string): Promise<ClassRecord<ProgramClass>> {
  const record = await getProgram(store, id);
  if (!record) throw notFound(PROGRAM_NOT_FOUND);
  return record;
}

async function actionGroupOr404(store: ClassStore, id: string): Promise<ClassRecord<ActionGroupClass>> {
  const record = await store.get<ActionGroupClass>('action_groups', id);
  if (!record) throw notFound(ACTION_GROUP_NOT_FOUND);
  return record;
}

async function assertUniqueProgramCode(store: ClassStore, code: string, exceptId?: string): Promise<void> {
  const { items } = await store.list<ProgramClass>('programs', { filters: { code } });
  if (items.some((item) => item.id !== exceptId && item.data.code === code)) {
    const message = `A program with code '${code}' already exists`;
    throw badRequest(message, { code: message });
  }
}

/** Action group create/update: the program must exist and the code be unique within it (400, spec 000 §8). */
async function assertValidActionGroup(store: ClassStore, data: ActionGroupClass, exceptId?: string): Promise<void> {
  if (!(await getProgram(store, data.program_id))) throw badRequest('The program of this action group does not exist', { program_id: 'Program not found' });
  const { items } = await store.list<ActionGroupClass>('action_groups', { filters: { program_id: data.program_id, code: data.code } });
  if (items.some((item) => item.id !== exceptId && item.data.code === data.code && item.data.program_id === data.program_id)) {
    const message = `This program already has an action group with code '${data.code}'`;
    throw badRequest(message, { code: message });
  }
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export const programHandlers: SomeHandlers<
  | 'adminPrograms'
  | 'adminProgram'
  | 'adminProgramCreate'
  | 'adminProgramUpdate'
  | 'adminProgramDelete'
  | 'adminActionGroups'
  | 'adminActionGroup'
  | 'adminActionGroupCreate'
  | 'adminActionGroupUpdate'
  | 'adminActionGroupDelete'
> = {
  async adminPrograms({ query, ctx }) {
    const { items, total } = await createClassStore(ctx.db).list<ProgramClass>('programs', {
      search: query.search ? { text: query.search, fields: ['name', 'code'] } : undefined,
      sort: 'name',
      limit: query.take,
      offset: (query.page - 1) * query.take,
    });
    return { programs: items.map((item): Program => stored(item)), total_count: total };
  },
  async adminProgram({ params, ctx }) {
    return { program: stored(await programOr404(createClassStore(ctx.db), params.id)) };
  },
  async adminProgramCreate({ body, ctx }) {
    const store = createClassStore(ctx.db);
    await assertUniqueProgramCode(store, body.code);
    return { program: stored(await store.insert<ProgramClass>('programs', body)) };
  },
  async adminProgramUpdate({ params, body, ctx }) {
    const store = createClassStore(ctx.db);
    await programOr404(store, params.id);
    await assertUniqueProgramCode(store, body.code, params.id);
    const updated = await store.update<ProgramClass>('programs', params.id, body);
    if (!updated) throw notFound(PROGRAM_NOT_FOUND);
    return { program: stored(updated) };
  },
  /** Refused while action groups or actions belong to the program (they would point nowhere). */
  async adminProgramDelete({ params, ctx }) {
    await ctx.db.transaction().execute(async (trx) => {
      const store = createClassStore(trx);
      await programOr404(store, params.id);
      const groups = (await store.list('action_groups', { filters: { program_id: params.id }, limit: 1 })).total;
      const actions = (await store.list('action', { filters: { program_id: params.id }, limit: 1 })).total;
      if (groups + actions > 0) {
        throw badRequest(`This program still has ${plural(groups, 'action group')} and ${plural(actions, 'action')}. Delete them before deleting the program.`);
      }
      await store.remove('programs', params.id);
      await deleteLinksOf(trx, params.id);
    });
    return null;
  },

  async adminActionGroups({ query, ctx }) {
    const { items, total } = await createClassStore(ctx.db).list<ActionGroupClass>('action_groups', {
      filters: query.program_id ? { program_id: query.program_id } : undefined,
      search: query.search ? { text: query.search, fields: ['name', 'code'] } : undefined,
      sort: 'order',
      limit: query.take,
      offset: (query.page - 1) * query.take,
    });
    return { action_groups: items.map((item): ActionGroup => stored(item)), total_count: total };
  },
  async adminActionGroup({ params, ctx }) {
    return { action_group: stored(await actionGroupOr404(createClassStore(ctx.db), params.id)) };
  },
  async adminActionGroupCreate({ body, ctx }) {
    const store = createClassStore(ctx.db);
    await assertValidActionGroup(store, body);
    return { action_group: stored(await store.insert<ActionGroupClass>('action_groups', body)) };
  },
  async adminActionGroupUpdate({ params, body, ctx }) {
    const store = createClassStore(ctx.db);
    await actionGroupOr404(store, params.id);
    await assertValidActionGroup(store, body, params.id);
    const updated = await store.update<ActionGroupClass>('action_groups', params.id, body);
    if (!updated) throw notFound(ACTION_GROUP_NOT_FOUND);
    return { action_group: stored(updated) };
  },
  /** spec 000 §8: action group delete answers 400 with the server message while the group has actions. */
  async adminActionGroupDelete({ params, ctx }) {
    await ctx.db.transaction().execute(async (trx) => {
      const store = createClassStore(trx);
      await actionGroupOr404(store, params.id);
      const { total } = await store.list<ActionClass>('action', { filters: { group: params.id }, limit: 1 });
      if (total > 0) throw badRequest(`This action group still has ${plural(total, 'action')}. Move or delete them before deleting the group.`);
      await store.remove('action_groups', params.id);
    });
    return null;
  },
};
