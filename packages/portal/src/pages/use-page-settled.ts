import { type RefObject, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';

/** The longest a page keeps its widgets out of sight while their first data loads (ms). */
export const PAGE_SETTLE_MAX_MS = 3000;

/**
 * False while a page's widgets, mounted out of sight, load their code and first data; true once
 * nothing in `container` is busy (no `aria-busy="true"`: a widget's place is busy until it is
 * measured and while its code loads, the widgets mark their loading skeletons so, and the parts
 * they load on demand) and no query without data is on its first try (a widget refetching data it
 * already shows, such as the account the shell read, is not waited for), or after PAGE_SETTLE_MAX_MS
 * at the latest. Widgets away from the screen wait (PlacedWidget `whenNear`) and are not waited
 * for. Each widget's loading skeleton is smaller than its content, so widgets shown as they fill
 * would push the ones below them down the page (a layout shift of 0.6 to 1.4 measured on the demo
 * home at 412 px); shown once filled, the page appears whole and stays put. A query retrying after a failed first
 * try counts as there: the widget shows its failure or its skeleton.
 */
export function usePageSettled(container: RefObject<HTMLElement | null>): boolean {
  const queryClient = useQueryClient();
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    const node = container.current;
    if (settled || !node) return;
    const check = () => {
      const firstTries = queryClient.getQueryCache().findAll({ fetchStatus: 'fetching', predicate: (query) => query.state.status === 'pending' && query.state.fetchFailureCount === 0 });
      if (firstTries.length === 0 && !node.querySelector('[aria-busy="true"]')) setSettled(true);
    };
    // Looked at again whenever a query changes or something in the page starts or stops being busy.
    const observer = new MutationObserver(check);
    observer.observe(node, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-busy'] });
    const unsubscribe = queryClient.getQueryCache().subscribe(check);
    const timer = setTimeout(() => setSettled(true), PAGE_SETTLE_MAX_MS);
    check();
    return () => {
      observer.disconnect();
      unsubscribe();
      clearTimeout(timer);
    };
  }, [settled, container, queryClient]);
  return settled;
}
