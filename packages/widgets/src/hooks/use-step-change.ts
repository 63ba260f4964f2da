import { useRef, useState } from 'react';
import type { StepChange, StepDirection } from './step-change';

export type { StepDirection } from './step-change';

/**
 * Binds the sdk's optimistic step mutations (hydration, sleep) to a widget: the sdk moves the value,
 * takes the server's answer and rolls back on failure; the widget learns which change failed (to
 * show the spec's message) and when one succeeded. The mutations' code is loaded when the member
 * first acts: `load` answers the widget's `StepChange` (./step-change.ts), and `prepare` starts
 * loading it (the controls call it on pointer or focus). If that code cannot load, the change
 * fails as a failed call would.
 */
export function useStepChange<R>(load: () => Promise<StepChange<R>>, handlers: { onSuccess?(answer: R): void; onError?(direction: StepDirection): void }) {
  const [failure, setFailure] = useState<StepDirection | null>(null);
  const latest = useRef(handlers);
  latest.current = handlers;

  const fail = (direction: StepDirection) => {
    setFailure(direction);
    latest.current.onError?.(direction);
  };
  const run = (direction: StepDirection) => {
    load().then(
      (change) =>
        change(direction, {
          onMutate: () => setFailure(null),
          onError: () => fail(direction),
          onSuccess: (answer) => latest.current.onSuccess?.(answer),
        }),
      () => fail(direction),
    );
  };
  return {
    failure,
    prepare: () => {
      load().catch(() => undefined);
    },
    increment: () => run('increment'),
    decrement: () => run('decrement'),
  };
}
