// Ours: the signed-in sessions of the member (or staff member), each a browser or app, and signing
// out one of them or all the others; the server refuses an ended session on its next request.
import type { SessionsEndedResponse, SessionsResponse } from '@healthdeck/contract/light';
import { sessionsRoutes } from '@healthdeck/contract/light';
import type { HealthDeck } from '../health-deck.js';
import { routed } from '../transport/http.js';

export const sessionsKeys = {
  all: ['sessions'] as const,
};

const call = (hd: HealthDeck) => routed(hd.call, sessionsRoutes);

/** The caller's signed-in sessions, the one of this client marked `current`. */
export function fetchSessions(hd: HealthDeck, signal?: AbortSignal): Promise<SessionsResponse> {
  return call(hd)('sessions', { signal });
}

/** Signs one session out; the list is read again. */
export async function endSession(hd: HealthDeck, id: string): Promise<void> {
  await call(hd)('sessionEnd', { params: { id } });
  await hd.queryClient.invalidateQueries({ queryKey: sessionsKeys.all });
}

/** Signs out every session but this one; how many ended. The list is read again. */
export async function endOtherSessions(hd: HealthDeck): Promise<SessionsEndedResponse> {
  const result = await call(hd)('sessionsEndOthers', {});
  await hd.queryClient.invalidateQueries({ queryKey: sessionsKeys.all });
  return result;
}

export const sessionsQuery = (hd: HealthDeck) => ({
  queryKey: sessionsKeys.all,
  queryFn: ({ signal }: { signal?: AbortSignal }) => fetchSessions(hd, signal),
});
export const endSessionMutation = (hd: HealthDeck) => ({
  mutationKey: ['sessions', 'end'] as const,
  mutationFn: (id: string) => endSession(hd, id),
});
export const endOtherSessionsMutation = (hd: HealthDeck) => ({
  mutationKey: ['sessions', 'end-others'] as const,
  mutationFn: () => endOtherSessions(hd),
});
