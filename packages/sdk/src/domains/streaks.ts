// spec 001 §3 Streak data, §7 'Load milestone streak' and 'Add milestone progression' (milestone id,
// weeks number, flag true); spec 000 §3.3 User milestone progression.
import type { QueryClient } from '@tanstack/query-core';
import type { StreakResponse } from '@healthdeck/contract/light';
import type { Call } from '../transport/http.js';
import { browserTimeZone } from './browser-time-zone.js';

export const STREAKS_KEY = ['streaks'] as const;

/**
 * A journal entry (hydration, mood, symptoms) can complete today and end the first time: the cached
 * streak is re-read after each one succeeds.
 */
export function invalidateStreaks(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: STREAKS_KEY });
}

export function createStreaksApi(call: Call, queryClient: QueryClient) {
  return {
    /** The streak, this week's days and the member's milestone (days counted in the browser's time zone). */
    get: (signal?: AbortSignal): Promise<StreakResponse> => call('streaks', { query: { tz: browserTimeZone() }, signal }),
    /**
     * Sets the weeks of a milestone (the pregnancy prompt, spec 001 §4) with is_manual true. A refused
     * number is a BadRequest ('Weeks must be between 1 and 42'); the answer replaces ['streaks'].
     */
    async addMilestoneProgression(milestoneId: number, weeks: number): Promise<StreakResponse> {
      const result = await call('milestoneProgression', { query: { tz: browserTimeZone() }, body: { milestone_id: milestoneId, current_week: weeks, is_manual: true } });
      queryClient.setQueryData<StreakResponse>(STREAKS_KEY, result);
      return result;
    },
  };
}
export type StreaksApi = ReturnType<typeof createStreaksApi>;
