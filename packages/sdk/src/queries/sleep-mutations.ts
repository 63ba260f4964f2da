// spec 001 §4 Sleep tracker: "Level change is optimistic and rolled back on failure."
import type { QueryClient } from '@tanstack/query-core';
import { SLEEP, type SleepResponse } from '@healthdeck/contract/light';
import { SLEEP_LAST_KEY, type SleepApi } from '../domains/sleep.js';
import { createStepMutations, type StepMutationOptions, type StepRollback } from './step-mutations.js';

export type SleepRollback = StepRollback<SleepResponse>;
export type SleepMutationOptions = StepMutationOptions<SleepResponse, void>;

/** spec 001 §5, §9: one level a step, within 0..14. */
export function createSleepMutations(api: SleepApi, queryClient: QueryClient) {
  return createStepMutations<SleepResponse, void>(
    {
      queryKey: SLEEP_LAST_KEY,
      mutationKey: ['sleep', 'change'],
      change: (direction) => (direction === 1 ? api.increment() : api.decrement()),
      read: (answer) => answer.data.sleep.total_levels,
      write: (answer, total_levels) => ({ data: { sleep: { ...answer.data.sleep, total_levels } } }),
      step: () => 1,
      min: SLEEP.minLevel,
      max: SLEEP.maxLevel,
    },
    queryClient,
  );
}
