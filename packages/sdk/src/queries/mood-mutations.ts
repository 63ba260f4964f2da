// spec 001 §4 Mood: "Picking a mood sets it at once, then takes the value the server returns; on
// failure it returns to the previous mood (logged only)."
import type { MutationOptions, QueryClient } from '@tanstack/query-core';
import type { MoodResponse, MoodValue } from '@healthdeck/contract/light';
import { MOOD_CURRENT_KEY, type MoodApi } from '../domains/mood.js';

export interface MoodRollback {
  previous: MoodResponse | undefined;
}
export type MoodMutationOptions = MutationOptions<MoodResponse, Error, MoodValue, MoodRollback>;

export const MOOD_LOG_MUTATION_KEY = ['mood', 'log'] as const;

function logMood(api: MoodApi, queryClient: QueryClient): MoodMutationOptions {
  return {
    mutationKey: MOOD_LOG_MUTATION_KEY,
    mutationFn: (mood) => api.log(mood),
    onMutate: async (mood) => {
      await queryClient.cancelQueries({ queryKey: MOOD_CURRENT_KEY });
      const previous = queryClient.getQueryData<MoodResponse>(MOOD_CURRENT_KEY);
      queryClient.setQueryData<MoodResponse>(MOOD_CURRENT_KEY, { mood: { mood, date: previous?.mood.date ?? '' } });
      return { previous };
    },
    onError: (error, _mood, rollback) => {
      // spec 001 §8: mood logging failures are logged only, never shown to the member.
      console.error('[healthdeck] could not log the mood', error);
      if (rollback?.previous) queryClient.setQueryData(MOOD_CURRENT_KEY, rollback.previous);
      else void queryClient.invalidateQueries({ queryKey: MOOD_CURRENT_KEY });
    },
  };
}

/** Mutation option factories; on success the api itself writes the server's mood into the cache. */
export function createMoodMutations(api: MoodApi, queryClient: QueryClient) {
  return {
    log: (): MoodMutationOptions => logMood(api, queryClient),
  };
}
