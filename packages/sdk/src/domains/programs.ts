// spec 000 §7.2 programs and action groups (get-one, create, update PUT, delete DELETE, list).
// spec 000 §8: action group create and delete turn a 400 into BadRequest with the server message
// (the transport's default for these rows). A standalone factory for admin screens.
import type { ActionGroupResponse, ActionGroupsResponse, ProgramResponse, ProgramsResponse, RouteBody, RouteQuery } from '@healthdeck/contract/light';
import { routed } from '../transport/http.js';
import { programsRoutes } from '@healthdeck/contract/light';
import type { HealthDeck } from '../health-deck.js';

export type ProgramsQuery = NonNullable<RouteQuery<'adminPrograms'>>;
export type ActionGroupsQuery = NonNullable<RouteQuery<'adminActionGroups'>>;
/** What create and update send (defaults filled by the server). */
export type ProgramInput = RouteBody<'adminProgramCreate'>;
export type ActionGroupInput = RouteBody<'adminActionGroupCreate'>;

export const ADMIN_PROGRAMS_KEY = ['admin', 'programs'] as const;
export const ADMIN_ACTION_GROUPS_KEY = ['admin', 'action-groups'] as const;
export const adminProgramsListKey = (query: ProgramsQuery = {}) => [...ADMIN_PROGRAMS_KEY, 'list', query] as const;
export const adminProgramKey = (id: string) => [...ADMIN_PROGRAMS_KEY, 'one', id] as const;
export const adminActionGroupsListKey = (query: ActionGroupsQuery = {}) => [...ADMIN_ACTION_GROUPS_KEY, 'list', query] as const;
export const adminActionGroupKey = (id: string) => [...ADMIN_ACTION_GROUPS_KEY, 'one', id] as const;

export function createProgramsApi(hd: Pick<HealthDeck, 'call' | 'queryClient'>) {
  const { queryClient } = hd;
  const call = routed(hd.call, programsRoutes);
  const programsChanged = () => queryClient.invalidateQueries({ queryKey: ADMIN_PROGRAMS_KEY });
  const groupsChanged = () => queryClient.invalidateQueries({ queryKey: ADMIN_ACTION_GROUPS_KEY });
  return {
    list: (query: ProgramsQuery = {}, signal?: AbortSignal): Promise<ProgramsResponse> => call('adminPrograms', { query, signal }),
    get: (id: string, signal?: AbortSignal): Promise<ProgramResponse> => call('adminProgram', { params: { id }, signal }),
    async create(program: ProgramInput): Promise<ProgramResponse> {
      const result = await call('adminProgramCreate', { body: program });
      await programsChanged();
      return result;
    },
    async update(id: string, program: ProgramInput): Promise<ProgramResponse> {
      const result = await call('adminProgramUpdate', { params: { id }, body: program });
      await programsChanged();
      return result;
    },
    async remove(id: string): Promise<void> {
      await call('adminProgramDelete', { params: { id } });
      await programsChanged();
    },
    actionGroups: {
      list: (query: ActionGroupsQuery = {}, signal?: AbortSignal): Promise<ActionGroupsResponse> => call('adminActionGroups', { query, signal }),
      get: (id: string, signal?: AbortSignal): Promise<ActionGroupResponse> => call('adminActionGroup', { params: { id }, signal }),
      /** A refusal (unknown program, duplicate code) is BadRequest with the server message. */
      async create(group: ActionGroupInput): Promise<ActionGroupResponse> {
        const result = await call('adminActionGroupCreate', { body: group });
        await groupsChanged();
        return result;
      },
      async update(id: string, group: ActionGroupInput): Promise<ActionGroupResponse> {
        const result = await call('adminActionGroupUpdate', { params: { id }, body: group });
        await groupsChanged();
        return result;
      },
      /** While the group still has actions: BadRequest with the server message. */
      async remove(id: string): Promise<void> {
        await call('adminActionGroupDelete', { params: { id } });
        await groupsChanged();
      },
    },
  };
}
export type ProgramsApi = ReturnType<typeof createProgramsApi>;
