// spec 000 §7.6 Health actions: user-health-actions, completed, in-progress; §3.3 change health
// action status (program_id, health_action_id). The sealed records (medications, allergies, health
// issues) are health-records.ts.
import { healthActionListRoutes, type HealthActionStatusRequest, type HealthActionStatusResponse, type UserHealthActionsResponse } from '@healthdeck/contract/light';
import type { HealthDeck } from '../health-deck.js';
import { routed } from '../transport/http.js';

export type HealthActionsFilter = 'all' | 'completed' | 'in-progress';

/** Every key starts with ['health-actions'], which a status change invalidates. */
export const healthActionsKeys = {
  all: ['health-actions'] as const,
  list: (filter: HealthActionsFilter = 'all') => ['health-actions', filter] as const,
};

const call = (hd: Pick<HealthDeck, 'call'>) => routed(hd.call, healthActionListRoutes);

/** The member's health actions: all of them, the completed or the in-progress ones. */
export function fetchHealthActions(hd: Pick<HealthDeck, 'call'>, filter: HealthActionsFilter = 'all', signal?: AbortSignal): Promise<UserHealthActionsResponse> {
  const read = call(hd);
  if (filter === 'completed') return read('completedHealthActions', { signal });
  if (filter === 'in-progress') return read('inProgressHealthActions', { signal });
  return read('userHealthActions', { signal });
}

/** Moves the action one step (not_started → in_progress → completed; a completed one reopens); the three lists are read again. */
export async function changeHealthActionStatus(hd: Pick<HealthDeck, 'call' | 'queryClient'>, input: HealthActionStatusRequest): Promise<HealthActionStatusResponse> {
  const result = await call(hd)('healthActionStatus', { body: input });
  await hd.queryClient.invalidateQueries({ queryKey: healthActionsKeys.all });
  return result;
}

export const healthActionsQuery = (hd: Pick<HealthDeck, 'call'>, filter: HealthActionsFilter = 'all') => ({
  queryKey: healthActionsKeys.list(filter),
  queryFn: ({ signal }: { signal?: AbortSignal }) => fetchHealthActions(hd, filter, signal),
});
