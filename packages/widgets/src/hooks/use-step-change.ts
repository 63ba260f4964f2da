import { useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { StepMutationOptions } from '@healthdeck/sdk';

export type StepDirection = 'increment' | 'decrement';

export interface StepMutations<R, V> {
  increment(): StepMutationOptions<R, V>;
  decrement(): StepMutationOptions<R, V>;
}

/**
 * Binds the sdk's optimistic step mutations (hydration, sleep) to a widget: the sdk moves the value,
 * takes the server's answer and rolls back on failure; the widget learns which change failed (to
 * show the spec's message) and when one succeeded.
 */
export function useStepChange<R, V>(mutations: StepMutations<R, V>, handlers: { onSuccess?(answer: R): void; onError?(direction: StepDirection): void }) {
  const [failure, setFailure] = useState<StepDirection | null>(null);
  const latest = useRef(handlers);
  latest.current = handlers;

  const withHandlers = (direction: StepDirection): StepMutationOptions<R, V> => {
    const base = mutations[direction]();
    return {
      ...base,
      onMutate: async (...args) => {
        setFailure(null);
        return (await base.onMutate?.(...args)) ?? { previous: undefined };
      },
      onError: (...args) => {
        base.onError?.(...args);
        setFailure(direction);
        latest.current.onError?.(direction);
      },
      onSuccess: (...args) => {
        base.onSuccess?.(...args);
        latest.current.onSuccess?.(args[0]);
      },
    };
  };
  const increment = useMutation(withHandlers('increment'));
  const decrement = useMutation(withHandlers('decrement'));
  return {
    failure,
    increment: (variables: V) => increment.mutate(variables),
    decrement: (variables: V) => decrement.mutate(variables),
  };
}
