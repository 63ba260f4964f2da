import { useCallback, useRef, useState } from 'react';
import { HealthDeckError } from '@healthdeck/sdk';
import { errorMessage } from '../classes/errors.js';

/** The server's message for a failed call (spec 000 §8), or what the browser's decryption said. */
export const readFailure = (error: unknown): string => (error instanceof Error && !(error instanceof HealthDeckError) ? error.message : errorMessage(error));

export type ReadState<T> = { status: 'idle' } | { status: 'loading' } | { status: 'done'; data: T } | { status: 'error'; message: string };

/**
 * A read made only when staff ask for it (each clinical read by user id is audited under the
 * member, so none is made on page load or refetched behind the user's back). A newer run wins.
 */
export function useRead<T>(read: () => Promise<T>): { state: ReadState<T>; run: () => void } {
  const [state, setState] = useState<ReadState<T>>({ status: 'idle' });
  const latest = useRef(0);
  const run = useCallback(() => {
    const n = ++latest.current;
    setState({ status: 'loading' });
    read().then(
      (data) => n === latest.current && setState({ status: 'done', data }),
      (error: unknown) => n === latest.current && setState({ status: 'error', message: readFailure(error) }),
    );
  }, [read]);
  return { state, run };
}
