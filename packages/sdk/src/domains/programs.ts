// spec 000 §7.2 programs and action groups (get-one, create, update PUT, delete DELETE, list).
// spec 000 §8: action group create and delete turn a 400 into BadRequest with the server message
// (the transport's default for these rows).
import type { ActionGroupResponse, ActionGroupsResponse, ProgramResponse, ProgramsResponse, RouteBody, RouteQuery } from '@healthdeck/contract/light';
import { programsRoutes } from '@healthdeck/contract/light';
import type { HealthDeck } from '../health-deck.js';
import { routed } from '../transport/http.js';

export type ProgramsQuery = NonNullable<RouteQuery<'adminPrograms'>>;
export type ActionGroupsQuery = NonNullable<RouteQuery<'adminActionGroups'>>;
/** What create and update send (defaults filled by the server). */
export type ProgramInput = RouteBody<'adminProgramCreate'>;
export type ActionGroupInput = RouteBody<'adminActionGroupCreate'>;

export const programsKeys = {
  all: ['admin', 'programs'] as const,
  list: (query: ProgramsQuery = {}) => ['admin', 'programs', 'list', query] as const,
  one: (id: string) => ['admin', 'programs', 'one', id] as const,
};
export const actionGroupsKeys = {
  all: ['admin', 'action-groups'] as const,
  list: (query: ActionGroupsQuery = {}) => ['admin', 'action-groups', 'list', query] as const,
  one: (id: string) => ['admin', 'action-groups', 'one', id] as const,
};

const call = (hd: HealthDeck) => routed(hd.call, programsRoutes);
const programsChanged = (hd: HealthDeck) => hd.queryClient.invalidateQueries({ queryKey: programsKeys.all });
const actionGroupsChanged = (hd: HealthDeck) => hd.queryClient.invalidateQueries({ queryKey: actionGroupsKeys.all });
type Signal = { signal?: AbortSignal };

export function fetchPrograms(hd: HealthDeck, query: ProgramsQuery = {}, signal?: AbortSignal): Promise<ProgramsResponse> {
  return call(hd)('adminPrograms', { query, signal });
}

export function fetchProgram(hd: HealthDeck, id: string, signal?: AbortSignal): Promise<ProgramResponse> {
  return call(hd)('adminProgram', { params: { id }, signal });
}

export async function createProgram(hd: HealthDeck, program: ProgramInput): Promise<ProgramResponse> {
  const result = await call(hd)('adminProgramCreate', { body: program });
  await programsChanged(hd);
  return result;
}

export async function updateProgram(hd: HealthDeck, id: string, program: ProgramInput): Promise<ProgramResponse> {
  const result = await call(hd)('adminProgramUpdate', { params: { id }, body: program });
  await programsChanged(hd);
  return result;
}

export async function deleteProgram(hd: HealthDeck, id: string): Promise<void> {
  await call(hd)('adminProgramDelete', { params: { id } });
  await programsChanged(hd);
}

export function fetchActionGroups(hd: HealthDeck, query: ActionGroupsQuery = {}, signal?: AbortSignal): Promise<ActionGroupsResponse> {
  return call(hd)('adminActionGroups', { query, signal });
}

export function fetchActionGroup(hd: HealthDeck, id: string, signal?: AbortSignal): Promise<ActionGroupResponse> {
  return call(hd)('adminActionGroup', { params: { id }, signal });
}

/** A refusal (unknown program, duplicate code) is BadRequest with the server message. */
export async function createActionGroup(hd: HealthDeck, group: ActionGroupInput): Promise<ActionGroupResponse> {
  const result = await call(hd)('adminActionGroupCreate', { body: group });
  await actionGroupsChanged(hd);
  return result;
}

export async function updateActionGroup(hd: HealthDeck, id: string, group: ActionGroupInput): Promise<ActionGroupResponse> {
  const result = await call(hd)('adminActionGroupUpdate', { params: { id }, body: group });
  await actionGroupsChanged(hd);
  return result;
}

/** While the group still has actions: BadRequest with the server message. */
export async function deleteActionGroup(hd: HealthDeck, id: string): Promise<void> {
  await call(hd)('adminActionGroupDelete', { params: { id } });
  await actionGroupsChanged(hd);
}

export const programsQuery = (hd: HealthDeck, query: ProgramsQuery = {}) => ({ queryKey: programsKeys.list(query), queryFn: ({ signal }: Signal) => fetchPrograms(hd, query, signal) });
export const programQuery = (hd: HealthDeck, id: string) => ({ queryKey: programsKeys.one(id), queryFn: ({ signal }: Signal) => fetchProgram(hd, id, signal) });
export const actionGroupsQuery = (hd: HealthDeck, query: ActionGroupsQuery = {}) => ({
  queryKey: actionGroupsKeys.list(query),
  queryFn: ({ signal }: Signal) => fetchActionGroups(hd, query, signal),
});
export const actionGroupQuery = (hd: HealthDeck, id: string) => ({ queryKey: actionGroupsKeys.one(id), queryFn: ({ signal }: Signal) => fetchActionGroup(hd, id, signal) });
