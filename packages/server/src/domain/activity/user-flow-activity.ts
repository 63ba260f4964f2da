// spec 000 §3.4, §7.6 user-flow-activity: the member records one event of the list (start/finish
// pairs and the client events); the contract schema refuses any other name.
import type { UserFlowActivity, UserFlowEvent } from '@healthdeck/contract';

export function toActivity(row: { id: string; event: string; detail: string | null; created_at: Date }): UserFlowActivity {
  // Rows are only written through the validated route, so event is one of USER_FLOW_EVENTS.
  return { id: row.id, event: row.event as UserFlowEvent, detail: row.detail, created_at: row.created_at.toISOString() };
}
