// spec 001 §4 Hydration: "Change applied optimistically, reverted on failure."
import type { QueryClient } from '@tanstack/query-core';
import { HYDRATION, type HydrationResponse } from '@healthdeck/contract/light';
import { HYDRATION_LAST_KEY, type HydrationApi } from '../domains/hydration.js';
import { createStepMutations, type StepMutationOptions, type StepRollback } from './step-mutations.js';

export type HydrationRollback = StepRollback<HydrationResponse>;
/** Variables: ounces, or none for the spec's step of 1. */
// biome-ignore lint/suspicious/noConfusingVoidType: `void`, not `undefined`: TanStack's mutate(variables) may then be called with no argument
type Ounces = number | void;
export type HydrationMutationOptions = StepMutationOptions<HydrationResponse, Ounces>;

export function createHydrationMutations(api: HydrationApi, queryClient: QueryClient) {
  return createStepMutations<HydrationResponse, Ounces>(
    {
      queryKey: HYDRATION_LAST_KEY,
      mutationKey: ['hydration', 'change'],
      change: (direction, ounces) => (direction === 1 ? api.increment(ounces ?? undefined) : api.decrement(ounces ?? undefined)),
      read: (answer) => answer.hydration.total_ounces,
      write: (answer, total_ounces) => ({ hydration: { ...answer.hydration, total_ounces } }),
      step: (ounces) => ounces ?? HYDRATION.step,
      min: HYDRATION.minDaily,
      max: HYDRATION.maxDaily,
    },
    queryClient,
  );
}
