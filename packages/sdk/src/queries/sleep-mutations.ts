// spec 001 §4 Sleep tracker: "Level change is optimistic and rolled back on failure."
import type { MutationOptions, QueryClient } from '@tanstack/query-core';
import { SLEEP, type SleepResponse } from '@healthdeck/contract/light';
import { SLEEP_LAST_KEY, type SleepApi } from '../domains/sleep.js';

export interface SleepRollback {
  previous: SleepResponse | undefined;
}
export type SleepMutationOptions = MutationOptions<SleepResponse, Error, void, SleepRollback>;

/** spec 001 §5, §9: the level stays within 0..14. */
function clamp(level: number): number {
  return Math.min(SLEEP.maxLevel, Math.max(SLEEP.minLevel, level));
}

function sleepChange(api: SleepApi, queryClient: QueryClient, direction: 1 | -1): SleepMutationOptions {
  return {
    mutationKey: ['sleep', direction === 1 ? 'increment' : 'decrement'],
    mutationFn: () => (direction === 1 ? api.increment() : api.decrement()),
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: SLEEP_LAST_KEY });
      const previous = queryClient.getQueryData<SleepResponse>(SLEEP_LAST_KEY);
      if (previous) {
        queryClient.setQueryData<SleepResponse>(SLEEP_LAST_KEY, {
          data: { sleep: { ...previous.data.sleep, total_levels: clamp(previous.data.sleep.total_levels + direction) } },
        });
      }
      return { previous };
    },
    onError: (_error, _variables, rollback) => {
      if (rollback?.previous) queryClient.setQueryData(SLEEP_LAST_KEY, rollback.previous);
    },
  };
}

/** Mutation option factories; on success the api itself writes the server level into the cache. */
export function createSleepMutations(api: SleepApi, queryClient: QueryClient) {
  return {
    increment: (): SleepMutationOptions => sleepChange(api, queryClient, 1),
    decrement: (): SleepMutationOptions => sleepChange(api, queryClient, -1),
  };
}
