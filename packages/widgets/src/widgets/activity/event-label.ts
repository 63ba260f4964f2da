import type { UserFlowEvent } from '@healthdeck/contract/light';
import type { ActivityFlow, ActivityMessages } from './messages';

/**
 * A user-flow event as the member reads it (spec 000 §3.4: start and finish pairs per flow, and the
 * client events assessment_submited and measurement_created): '<flow> started' / '<flow> finished'.
 */
export function eventLabel(event: UserFlowEvent, t: ActivityMessages): string {
  if (event === 'assessment_submited' || event === 'measurement_created') return t.events[event];
  const match = /^(.*)_(started|finished)$/.exec(event);
  if (!match) return event;
  const flow = t.flows[match[1] as ActivityFlow] ?? match[1]!;
  return match[2] === 'started' ? t.started(flow) : t.finished(flow);
}
