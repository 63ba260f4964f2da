// spec 001 §4: hydration and sleep change by steps, "applied optimistically, reverted on failure".
import type { MutationOptions, QueryClient, QueryKey } from '@tanstack/query-core';

export interface StepRollback<R> {
  previous: R | undefined;
}
export type StepMutationOptions<R, V> = MutationOptions<R, Error, V, StepRollback<R>>;

/** A number kept in one query's answer that the server moves up or down within bounds. */
export interface StepCounter<R, V> {
  /** The query holding the value, e.g. ['hydration', 'last']. */
  queryKey: QueryKey;
  /** Shared by both directions, so overlapping changes can be counted. */
  mutationKey: QueryKey;
  change(direction: 1 | -1, variables: V): Promise<R>;
  read(answer: R): number;
  write(answer: R, value: number): R;
  step(variables: V): number;
  min: number;
  max: number;
}

/**
 * Increment and decrement mutation options: the value moves at once (clamped to the bounds), the
 * server's answer replaces it, and a failure restores what was there before. When changes overlap
 * and one fails, its snapshot may be outdated, so the value is re-read once they have all settled.
 */
export function createStepMutations<R, V>(counter: StepCounter<R, V>, queryClient: QueryClient) {
  let stale = false;
  const inFlight = () => queryClient.isMutating({ mutationKey: counter.mutationKey });
  const clamp = (value: number) => Math.min(counter.max, Math.max(counter.min, value));

  const options = (direction: 1 | -1): StepMutationOptions<R, V> => ({
    mutationKey: [...counter.mutationKey, direction === 1 ? 'increment' : 'decrement'],
    mutationFn: (variables) => counter.change(direction, variables),
    onMutate: async (variables) => {
      await queryClient.cancelQueries({ queryKey: counter.queryKey });
      const previous = queryClient.getQueryData<R>(counter.queryKey);
      if (previous !== undefined) {
        const next = clamp(counter.read(previous) + direction * counter.step(variables));
        queryClient.setQueryData<R>(counter.queryKey, counter.write(previous, next));
      }
      return { previous };
    },
    onError: (_error, _variables, rollback) => {
      if (inFlight() > 1) stale = true;
      if (rollback?.previous !== undefined) queryClient.setQueryData(counter.queryKey, rollback.previous);
    },
    onSuccess: (answer) => {
      queryClient.setQueryData(counter.queryKey, answer);
    },
    onSettled: () => {
      if (inFlight() <= 1 && stale) {
        stale = false;
        void queryClient.invalidateQueries({ queryKey: counter.queryKey });
      }
    },
  });

  return { increment: () => options(1), decrement: () => options(-1) };
}
