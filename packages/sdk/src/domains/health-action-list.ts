// spec 000 §7.6 Health actions: user-health-actions, completed, in-progress; §3.3 change health
// action status (program_id, health_action_id). Alone in its module with its route rows: the
// actions list carries none of the sealed records' calls (health-records.ts).
import { healthActionListRoutes, type HealthActionStatusRequest, type HealthActionStatusResponse, type UserHealthActionsResponse } from '@healthdeck/contract/light';
import type { HealthDeck } from '../health-deck.js';
import { routed } from '../transport/http.js';

export const HEALTH_ACTIONS_KEY = ['health-actions'] as const;
export const healthActionsKey = (filter: 'all' | 'completed' | 'in-progress' = 'all') => [...HEALTH_ACTIONS_KEY, filter] as const;

export function createHealthActionListApi(hd: Pick<HealthDeck, 'call' | 'queryClient'>) {
  const { queryClient } = hd;
  const call = routed(hd.call, healthActionListRoutes);
  return {
    list: (signal?: AbortSignal): Promise<UserHealthActionsResponse> => call('userHealthActions', { signal }),
    completed: (signal?: AbortSignal): Promise<UserHealthActionsResponse> => call('completedHealthActions', { signal }),
    inProgress: (signal?: AbortSignal): Promise<UserHealthActionsResponse> => call('inProgressHealthActions', { signal }),
    /** Moves the action one step (not_started → in_progress → completed; a completed one reopens); the three lists are read again. */
    async changeStatus(input: HealthActionStatusRequest): Promise<HealthActionStatusResponse> {
      const result = await call('healthActionStatus', { body: input });
      await queryClient.invalidateQueries({ queryKey: HEALTH_ACTIONS_KEY });
      return result;
    },
  };
}
export type HealthActionListApi = ReturnType<typeof createHealthActionListApi>;
