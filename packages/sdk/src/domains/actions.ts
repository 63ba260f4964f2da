// spec 000 §3.3 Action completion (code, group, program_id, user_id_to_complete; last two
// optional), §4 separate complete and uncomplete calls, §7.6 POST complete / uncomplete.
import type { ActionCompletionRequest, ActionCompletionResponse } from '@healthdeck/contract/light';
import type { HealthDeck } from '../health-deck.js';

/** What a completion changes: the member's page layouts (programme progress) and health actions. */
export const ACTION_COMPLETION_INVALIDATES = [['pages'], ['health-actions']] as const;

export function createActionsApi(hd: Pick<HealthDeck, 'call' | 'queryClient'>) {
  const { call, queryClient } = hd;
  const changed = () => Promise.all(ACTION_COMPLETION_INVALIDATES.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  return {
    async complete(input: ActionCompletionRequest): Promise<ActionCompletionResponse> {
      const result = await call('actionComplete', { body: input });
      await changed();
      return result;
    },
    async uncomplete(input: ActionCompletionRequest): Promise<ActionCompletionResponse> {
      const result = await call('actionUncomplete', { body: input });
      await changed();
      return result;
    },
  };
}
export type ActionsApi = ReturnType<typeof createActionsApi>;
