// spec 001 §4 Hydration: "Change applied optimistically, reverted on failure."
import type { MutationOptions, QueryClient } from '@tanstack/query-core';
import { HYDRATION, type HydrationResponse } from '@healthdeck/contract/light';
import { HYDRATION_LAST_KEY, type HydrationApi } from '../domains/hydration.js';

export interface HydrationRollback {
  previous: HydrationResponse | undefined;
}
export type HydrationMutationOptions = MutationOptions<HydrationResponse, Error, number | void, HydrationRollback>;

function clamp(total: number): number {
  return Math.min(HYDRATION.maxDaily, Math.max(HYDRATION.minDaily, total));
}

function hydrationChange(api: HydrationApi, queryClient: QueryClient, direction: 1 | -1): HydrationMutationOptions {
  return {
    mutationKey: ['hydration', direction === 1 ? 'increment' : 'decrement'],
    mutationFn: (ounces) =>
      direction === 1 ? api.increment(ounces ?? undefined) : api.decrement(ounces ?? undefined),
    onMutate: async (ounces) => {
      await queryClient.cancelQueries({ queryKey: HYDRATION_LAST_KEY });
      const previous = queryClient.getQueryData<HydrationResponse>(HYDRATION_LAST_KEY);
      if (previous) {
        const step = (ounces ?? HYDRATION.step) * direction;
        queryClient.setQueryData<HydrationResponse>(HYDRATION_LAST_KEY, {
          hydration: { ...previous.hydration, total_ounces: clamp(previous.hydration.total_ounces + step) },
        });
      }
      return { previous };
    },
    onError: (_error, _ounces, rollback) => {
      if (rollback?.previous) queryClient.setQueryData(HYDRATION_LAST_KEY, rollback.previous);
    },
  };
}

/** Mutation option factories; on success the api itself writes the server total into the cache. */
export function createHydrationMutations(api: HydrationApi, queryClient: QueryClient) {
  return {
    increment: (): HydrationMutationOptions => hydrationChange(api, queryClient, 1),
    decrement: (): HydrationMutationOptions => hydrationChange(api, queryClient, -1),
  };
}
