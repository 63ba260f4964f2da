import { useEffect, useState } from 'react';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';

/** The longest a page keeps its widgets out of sight while their first data loads (ms). */
export const PAGE_SETTLE_MAX_MS = 3000;

/**
 * False while a page's widgets, mounted out of sight, load their first data; true once no query is
 * on its first try any more, or after PAGE_SETTLE_MAX_MS at the latest. Each widget's loading skeleton is
 * smaller than its content, so widgets shown as they fill would push the ones below them down the
 * page (a layout shift of 0.6 to 1.4 measured on the demo home at 412 px); shown once filled, the
 * page appears whole and stays put. `active` is false until the widgets' code is there.
 */
export function usePageSettled(active: boolean): boolean {
  const queryClient = useQueryClient();
  const fetching = useIsFetching();
  const [settled, setSettled] = useState(false);
  // Read live, after the widgets below have mounted and started their queries. A query retrying
  // after a failed first try counts as there: the widget shows its failure or its skeleton.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `fetching` is the signal to look again.
  useEffect(() => {
    if (!active || settled) return;
    const firstTries = queryClient.getQueryCache().findAll({ fetchStatus: 'fetching', predicate: (query) => query.state.fetchFailureCount === 0 });
    if (firstTries.length === 0) setSettled(true);
  }, [active, settled, fetching, queryClient]);
  useEffect(() => {
    if (!active || settled) return;
    const timer = setTimeout(() => setSettled(true), PAGE_SETTLE_MAX_MS);
    return () => clearTimeout(timer);
  }, [active, settled]);
  return settled;
}
