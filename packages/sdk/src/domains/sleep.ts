// spec 001 §7: load last sleep / increment / decrement answer data.sleep.total_levels; §4 "Level
// change is optimistic and rolled back on failure"; §5, §9: one level a step, within 0..14.
import type { QueryClient } from '@tanstack/query-core';
import { SLEEP, sleepRoutes, type SleepResponse } from '@healthdeck/contract/light';
import type { HealthDeck } from '../health-deck.js';
import { routed } from '../transport/http.js';
import { browserTimeZone } from './browser-time-zone.js';
import { type StepChange, stepCounterMutation } from './step-counter.js';

export const sleepKeys = { last: ['sleep', 'last'] as const, change: ['sleep', 'change'] as const };

const call = (hd: HealthDeck) => routed(hd.call, sleepRoutes);

/** Today's level; a day with nothing logged reads as the initial 8 (spec 001 §9). */
export function fetchSleep(hd: HealthDeck, signal?: AbortSignal): Promise<SleepResponse> {
  return call(hd)('sleepLast', { query: { tz: browserTimeZone() }, signal });
}

export type SleepChange = StepChange;

/** One level up or down (the server refuses to pass 0 or 14: 400 OUT_OF_RANGE). */
export function changeSleep(hd: HealthDeck, change: SleepChange): Promise<SleepResponse> {
  const input = { query: { tz: browserTimeZone() } };
  return change === 'increment' ? call(hd)('sleepIncrement', input) : call(hd)('sleepDecrement', input);
}

export const sleepQuery = (hd: HealthDeck) => ({
  queryKey: sleepKeys.last,
  queryFn: ({ signal }: { signal?: AbortSignal }) => fetchSleep(hd, signal),
});

const staleSleep = new WeakSet<QueryClient>();

/** Variables: the change. The level moves at once, the server's answer is written once, a failure rolls back. */
export const sleepChangeMutation = (hd: HealthDeck) =>
  stepCounterMutation<SleepResponse, SleepChange>(
    hd.queryClient,
    {
      queryKey: sleepKeys.last,
      mutationKey: sleepKeys.change,
      change: (change) => changeSleep(hd, change),
      delta: (change) => (change === 'increment' ? 1 : -1),
      read: (answer) => answer.data.sleep.total_levels,
      write: (answer, total_levels) => ({ data: { sleep: { ...answer.data.sleep, total_levels } } }),
      min: SLEEP.minLevel,
      max: SLEEP.maxLevel,
    },
    staleSleep,
  );
