// spec 000 §3.3 Action completion (code, group, program_id, user_id_to_complete; last two
// optional), §4 separate complete and uncomplete calls, §7.6 POST complete / uncomplete; the
// member's programmes with their actions (spec 001 §3 Program, Action item) for the program card.
import type { ActionCompletionRequest, ActionCompletionResponse, MemberProgramsResponse } from '@healthdeck/contract/light';
import { actionsRoutes } from '@healthdeck/contract/light';
import type { HealthDeck } from '../health-deck.js';
import { routed } from '../transport/http.js';
import { followProcessRun } from './processes.js';

/** The member's programmes with their actions and completions (spec 001 §3 Program). */
export const actionsKeys = { memberPrograms: ['programs', 'mine'] as const };

/** What a completion changes: the member's programmes (progress), page layouts and health actions. */
export const ACTION_COMPLETION_INVALIDATES = [actionsKeys.memberPrograms, ['pages'], ['health-actions']] as const;

const call = (hd: HealthDeck) => routed(hd.call, actionsRoutes);
const completionChanged = (hd: HealthDeck) => Promise.all(ACTION_COMPLETION_INVALIDATES.map((queryKey) => hd.queryClient.invalidateQueries({ queryKey })));

/** The member's programmes, each with its actions (an action group as one item with `grouped`). */
export function fetchMemberPrograms(hd: HealthDeck, signal?: AbortSignal): Promise<MemberProgramsResponse> {
  return call(hd)('memberPrograms', { signal });
}

/**
 * Completes an action. A triggered-process action's run (spec 001 §4) is followed after the
 * answer: once it has finished, the stars, programmes and notifications it changed are read again.
 */
export async function completeAction(hd: HealthDeck, input: ActionCompletionRequest): Promise<ActionCompletionResponse> {
  const result = await call(hd)('actionComplete', { body: input });
  await completionChanged(hd);
  if (result.process_run_id) void followProcessRun(hd, result.process_run_id).catch(() => undefined);
  return result;
}

export async function uncompleteAction(hd: HealthDeck, input: ActionCompletionRequest): Promise<ActionCompletionResponse> {
  const result = await call(hd)('actionUncomplete', { body: input });
  await completionChanged(hd);
  return result;
}

export const memberProgramsQuery = (hd: HealthDeck) => ({
  queryKey: actionsKeys.memberPrograms,
  queryFn: ({ signal }: { signal?: AbortSignal }) => fetchMemberPrograms(hd, signal),
});
