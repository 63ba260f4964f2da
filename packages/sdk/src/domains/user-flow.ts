// spec 000 §3.4, §7.6 user-flow-activity: recording the start and finish events (and the client
// events) the screens record alongside what the member does. Alone in its module (with its route
// row): a screen that records a flow does not bring the activity's reads (activity.ts).
import type { UserFlowActivityResponse, UserFlowEvent } from '@healthdeck/contract/light';
import { userFlowRoutes } from '@healthdeck/contract/light';
import type { HealthDeck } from '../health-deck.js';
import { routed } from '../transport/http.js';

/** The activity's query key root: a recorded event invalidates its history. */
export const ACTIVITY_KEY = ['activity'] as const;

const call = (hd: HealthDeck) => routed(hd.call, userFlowRoutes);

/**
 * Records one user-flow event (e.g. 'facial_scan_started'); onboarding step and HRA section
 * events name the step or section in `detail`. The history is read again afterwards.
 */
export async function saveUserFlowEvent(hd: HealthDeck, event: UserFlowEvent, detail?: string): Promise<UserFlowActivityResponse> {
  const result = await call(hd)('userFlowActivity', { body: detail === undefined ? { event } : { event, detail } });
  await hd.queryClient.invalidateQueries({ queryKey: [...ACTIVITY_KEY, 'history'] });
  return result;
}
