// spec 001 §3 Streak data, §7 'Load milestone streak' and 'Add milestone progression' (milestone id,
// weeks number, flag true); spec 000 §3.3 User milestone progression.
import type { QueryClient } from '@tanstack/query-core';
import { streaksRoutes, type StreakResponse } from '@healthdeck/contract/light';
import type { HealthDeck } from '../health-deck.js';
import { routed } from '../transport/http.js';
import { browserTimeZone } from './browser-time-zone.js';

export const streaksKeys = { all: ['streaks'] as const };

const call = (hd: HealthDeck) => routed(hd.call, streaksRoutes);

/** The streak, this week's days and the member's milestone (days counted in the browser's time zone). */
export function fetchStreaks(hd: HealthDeck, signal?: AbortSignal): Promise<StreakResponse> {
  return call(hd)('streaks', { query: { tz: browserTimeZone() }, signal });
}

/**
 * Sets the weeks of a milestone (the pregnancy prompt, spec 001 §4) with is_manual true. A refused
 * number is a BadRequest ('Weeks must be between 1 and 42'); the answer replaces ['streaks'].
 */
export async function addMilestoneProgression(hd: HealthDeck, milestoneId: number, weeks: number): Promise<StreakResponse> {
  const result = await call(hd)('milestoneProgression', { query: { tz: browserTimeZone() }, body: { milestone_id: milestoneId, current_week: weeks, is_manual: true } });
  hd.queryClient.setQueryData<StreakResponse>(streaksKeys.all, result);
  return result;
}

export const streaksQuery = (hd: HealthDeck) => ({
  queryKey: streaksKeys.all,
  queryFn: ({ signal }: { signal?: AbortSignal }) => fetchStreaks(hd, signal),
});

/**
 * A journal entry (hydration, mood, symptoms) can complete today and end the first time: the cached
 * streak is re-read after each one succeeds.
 */
export function invalidateStreaks(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: streaksKeys.all });
}
