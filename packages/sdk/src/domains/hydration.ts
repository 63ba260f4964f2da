// spec 001 §7: hydration get last / increment / decrement answer hydration.total_ounces; §4 "Change
// applied optimistically, reverted on failure".
import type { QueryClient } from '@tanstack/query-core';
import { HYDRATION, hydrationRoutes, type HydrationResponse } from '@healthdeck/contract/light';
import type { HealthDeck } from '../health-deck.js';
import { routed } from '../transport/http.js';
import { browserTimeZone } from './browser-time-zone.js';
import { type StepChange, stepCounterMutation } from './step-counter.js';
import { invalidateStreaks } from './streaks.js';

export const hydrationKeys = { last: ['hydration', 'last'] as const, change: ['hydration', 'change'] as const };

const call = (hd: HealthDeck) => routed(hd.call, hydrationRoutes);

export function fetchHydration(hd: HealthDeck, signal?: AbortSignal): Promise<HydrationResponse> {
  return call(hd)('hydrationLast', { query: { tz: browserTimeZone() }, signal });
}

export type HydrationChange = StepChange;

/** Adds or removes `ounces` (default the spec's step of 1, spec 001 §9); the answer is today's new total. */
export function changeHydration(hd: HealthDeck, change: HydrationChange, ounces?: number): Promise<HydrationResponse> {
  const input = { query: { tz: browserTimeZone() }, body: ounces === undefined ? undefined : { ounces } };
  return change === 'increment' ? call(hd)('hydrationIncrement', input) : call(hd)('hydrationDecrement', input);
}

export const hydrationQuery = (hd: HealthDeck) => ({
  queryKey: hydrationKeys.last,
  queryFn: ({ signal }: { signal?: AbortSignal }) => fetchHydration(hd, signal),
});

export interface HydrationChangeVariables {
  change: HydrationChange;
  ounces?: number;
}

const staleHydration = new WeakSet<QueryClient>();

/** The "+" and "−": total moved at once within HYDRATION's bounds, the server's answer written once, rolled back on failure. */
export const hydrationChangeMutation = (hd: HealthDeck) =>
  stepCounterMutation<HydrationResponse, HydrationChangeVariables>(
    hd.queryClient,
    {
      queryKey: hydrationKeys.last,
      mutationKey: hydrationKeys.change,
      change: ({ change, ounces }) => changeHydration(hd, change, ounces),
      delta: ({ change, ounces }) => (change === 'increment' ? 1 : -1) * (ounces ?? HYDRATION.step),
      read: (answer) => answer.hydration.total_ounces,
      write: (answer, total_ounces) => ({ hydration: { ...answer.hydration, total_ounces } }),
      min: HYDRATION.minDaily,
      max: HYDRATION.maxDaily,
      succeeded: (queryClient) => void invalidateStreaks(queryClient),
    },
    staleHydration,
  );
