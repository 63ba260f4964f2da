// spec 001 §4 Mood, §7: mood load and mood log answer mood.mood. "Picking a mood sets it at once,
// then takes the value the server returns; on failure it returns to the previous mood (logged only)."
import type { MutationOptions } from '@tanstack/query-core';
import { moodRoutes, type MoodResponse, type MoodValue } from '@healthdeck/contract/light';
import type { HealthDeck } from '../health-deck.js';
import { routed } from '../transport/http.js';
import { browserTimeZone } from './browser-time-zone.js';
import { invalidateStreaks } from './streaks.js';

export const moodKeys = { current: ['mood', 'current'] as const, log: ['mood', 'log'] as const };

const call = (hd: HealthDeck) => routed(hd.call, moodRoutes);

/** Today's mood; `mood.mood` is null until one is logged today. */
export function fetchMood(hd: HealthDeck, signal?: AbortSignal): Promise<MoodResponse> {
  return call(hd)('moodLoad', { query: { tz: browserTimeZone() }, signal });
}

/** Sets today's mood (one current mood per day, spec 001 §4). */
export function logMood(hd: HealthDeck, mood: MoodValue): Promise<MoodResponse> {
  return call(hd)('moodLog', { query: { tz: browserTimeZone() }, body: { mood } });
}

export const moodQuery = (hd: HealthDeck) => ({
  queryKey: moodKeys.current,
  queryFn: ({ signal }: { signal?: AbortSignal }) => fetchMood(hd, signal),
});

export interface MoodRollback {
  previous: MoodResponse | undefined;
}

/** Variables: the mood. Shown at once; every reader on the page takes the server's value; rolled back on failure. */
export function moodLogMutation(hd: HealthDeck): MutationOptions<MoodResponse, Error, MoodValue, MoodRollback> {
  const { queryClient } = hd;
  return {
    mutationKey: moodKeys.log,
    mutationFn: (mood) => logMood(hd, mood),
    onMutate: async (mood) => {
      await queryClient.cancelQueries({ queryKey: moodKeys.current });
      const previous = queryClient.getQueryData<MoodResponse>(moodKeys.current);
      queryClient.setQueryData<MoodResponse>(moodKeys.current, { mood: { mood, date: previous?.mood.date ?? '' } });
      return { previous };
    },
    onError: (error, _mood, rollback) => {
      // spec 001 §8: mood logging failures are logged only, never shown to the member.
      console.error('[healthdeck] could not log the mood', error);
      if (rollback?.previous) queryClient.setQueryData(moodKeys.current, rollback.previous);
      else void queryClient.invalidateQueries({ queryKey: moodKeys.current });
    },
    onSuccess: (answer) => {
      queryClient.setQueryData<MoodResponse>(moodKeys.current, answer);
      void invalidateStreaks(queryClient);
    },
  };
}
