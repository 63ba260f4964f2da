// spec 000 §3.3 Action completion (code, group, program_id, user_id_to_complete; last two
// optional), §4 separate complete and uncomplete calls, §7.6 POST complete / uncomplete; the
// member's programmes with their actions (spec 001 §3 Program, Action item) for the program card.
import type { ActionCompletionRequest, ActionCompletionResponse, MemberProgramsResponse } from '@healthdeck/contract/light';
import { routed } from '../transport/http.js';
import { actionsRoutes } from '@healthdeck/contract/light';
import type { HealthDeck } from '../health-deck.js';

/** The member's programmes with their actions and completions (spec 001 §3 Program). */
export const MEMBER_PROGRAMS_KEY = ['programs', 'mine'] as const;

/** What a completion changes: the member's programmes (progress), page layouts and health actions. */
export const ACTION_COMPLETION_INVALIDATES = [MEMBER_PROGRAMS_KEY, ['pages'], ['health-actions']] as const;

export function createActionsApi(hd: Pick<HealthDeck, 'call' | 'queryClient'>) {
  const { queryClient } = hd;
  const call = routed(hd.call, actionsRoutes);
  const changed = () => Promise.all(ACTION_COMPLETION_INVALIDATES.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  return {
    /** The member's programmes, each with its actions (an action group as one item with `grouped`). */
    programs: (signal?: AbortSignal): Promise<MemberProgramsResponse> => call('memberPrograms', { signal }),
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

/** Query options for the member's programmes (bind with @tanstack/react-query). */
export function actionsQueries(api: ActionsApi) {
  return {
    programs: () => ({ queryKey: MEMBER_PROGRAMS_KEY, queryFn: ({ signal }: { signal?: AbortSignal }) => api.programs(signal) }),
  };
}
export type ActionsQueries = ReturnType<typeof actionsQueries>;
