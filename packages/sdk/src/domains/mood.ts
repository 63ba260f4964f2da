// spec 001 §4 Mood, §7: mood load and mood log answer mood.mood.
import type { QueryClient } from '@tanstack/query-core';
import type { MoodResponse, MoodValue } from '@healthdeck/contract/light';
import type { Call } from '../transport/http.js';
import { browserTimeZone } from './browser-time-zone.js';
import { invalidateStreaks } from './streaks.js';

export const MOOD_CURRENT_KEY = ['mood', 'current'] as const;

export function createMoodApi(call: Call, queryClient: QueryClient) {
  return {
    /** Today's mood; `mood.mood` is null until one is logged today. */
    current: (signal?: AbortSignal): Promise<MoodResponse> => call('moodLoad', { query: { tz: browserTimeZone() }, signal }),
    /** Sets today's mood (one current mood per day, spec 001 §4). */
    log: async (mood: MoodValue): Promise<MoodResponse> => {
      const result = await call('moodLog', { query: { tz: browserTimeZone() }, body: { mood } });
      // Every widget reading ['mood','current'] on the page takes the server's value at once.
      queryClient.setQueryData<MoodResponse>(MOOD_CURRENT_KEY, result);
      invalidateStreaks(queryClient);
      return result;
    },
  };
}
export type MoodApi = ReturnType<typeof createMoodApi>;
