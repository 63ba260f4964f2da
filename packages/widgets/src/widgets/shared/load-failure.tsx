import { useEffect, useRef } from 'react';
import { Button } from '../../primitives/button/button';

interface FailedQuery {
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  refetch(): unknown;
}

/**
 * A widget's load failed: log it (spec 001 §8 asks for logging in the daily-task and sleep/activity
 * widgets; every widget does it) and report it once through the widget's onError (`hd-error`).
 */
export function useReportLoadFailure(widget: string, query: FailedQuery, message: string, onError?: (detail: { message: string }) => void) {
  const latest = useRef({ message, onError });
  latest.current = { message, onError };
  const { isError, error } = query;
  useEffect(() => {
    if (!isError) return;
    console.error(`[healthdeck] ${widget} load failed`, error);
    latest.current.onError?.({ message: latest.current.message });
  }, [widget, isError, error]);
}

/** The spec's load-failure message with a Try again button, in the widget's body. */
export function LoadFailure({ block, query, message, retryLabel }: { block: string; query: FailedQuery; message: string; retryLabel: string }) {
  return (
    <div className={`${block}__body`} part="body">
      <p role="alert" className={`${block}__error`} part="error">
        {message}
      </p>
      <Button variant="outlined" color="blue" onClick={() => void query.refetch()} loading={query.isFetching}>
        {retryLabel}
      </Button>
    </div>
  );
}
