// spec 001 §4: hydration and sleep change by steps, "applied optimistically, reverted on failure".
// The one optimistic counter both domains' change mutations are made of.
import type { MutationOptions, QueryClient, QueryKey } from '@tanstack/query-core';

export type StepChange = 'increment' | 'decrement';

export interface StepRollback<R> {
  previous: R | undefined;
}

/** A number kept in one query's answer that the server moves up or down within bounds. */
export interface StepCounter<R, V> {
  /** The query holding the value, e.g. ['hydration', 'last']. */
  queryKey: QueryKey;
  /** Shared by both directions, so overlapping changes can be counted. */
  mutationKey: QueryKey;
  change(variables: V): Promise<R>;
  /** The signed step the change is expected to make (the optimistic guess). */
  delta(variables: V): number;
  read(answer: R): number;
  write(answer: R, value: number): R;
  min: number;
  max: number;
  /** After the answer is written (hydration re-reads the streak). */
  succeeded?(queryClient: QueryClient): void;
}

/**
 * Mutation options of one counter: the value moves at once (clamped to the bounds), the server's
 * answer replaces it, and a failure restores what was there before. When changes overlap and one
 * fails, its snapshot may be outdated, so the value is re-read once they have all settled; `stale`
 * remembers that per client (one set per counter, made once where the counter is defined).
 */
export function stepCounterMutation<R, V>(queryClient: QueryClient, counter: StepCounter<R, V>, stale: WeakSet<QueryClient>): MutationOptions<R, Error, V, StepRollback<R>> {
  const inFlight = () => queryClient.isMutating({ mutationKey: counter.mutationKey });
  const clamp = (value: number) => Math.min(counter.max, Math.max(counter.min, value));
  return {
    mutationKey: counter.mutationKey,
    mutationFn: (variables) => counter.change(variables),
    onMutate: async (variables) => {
      await queryClient.cancelQueries({ queryKey: counter.queryKey });
      const previous = queryClient.getQueryData<R>(counter.queryKey);
      if (previous !== undefined) queryClient.setQueryData<R>(counter.queryKey, counter.write(previous, clamp(counter.read(previous) + counter.delta(variables))));
      return { previous };
    },
    onError: (_error, _variables, rollback) => {
      if (inFlight() > 1) stale.add(queryClient);
      if (rollback?.previous !== undefined) queryClient.setQueryData(counter.queryKey, rollback.previous);
    },
    // The one write of the server's answer.
    onSuccess: (answer) => {
      queryClient.setQueryData(counter.queryKey, answer);
      counter.succeeded?.(queryClient);
    },
    onSettled: () => {
      if (inFlight() <= 1 && stale.delete(queryClient)) void queryClient.invalidateQueries({ queryKey: counter.queryKey });
    },
  };
}
