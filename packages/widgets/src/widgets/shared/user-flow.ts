// spec 000 §3.4, §7.6 user-flow activity: the start and finish events the screens record, through
// the sdk's user-flow call alone (not the activity's reads).
import { useEffect, useRef } from 'react';
import { saveUserFlowEvent, type HealthDeck } from '@healthdeck/sdk';
import type { UserFlowEvent } from '@healthdeck/contract/light';

/** Records one user-flow event alongside what the member does, never in its way: a failure is logged, never thrown. */
export function recordUserFlow(client: HealthDeck, event: UserFlowEvent, detail?: string): void {
  saveUserFlowEvent(client, event, detail).catch((error: unknown) => console.error(`[healthdeck] recording ${event} failed`, error));
}

/**
 * Records `event` once when the screen opens (when `when` holds): the ref outlives React
 * StrictMode's second run of the effect, so a run of the flow is recorded once.
 */
export function useUserFlowStart(client: HealthDeck, event: UserFlowEvent, when = true): void {
  const recorded = useRef(false);
  useEffect(() => {
    if (!when || recorded.current) return;
    recorded.current = true;
    recordUserFlow(client, event);
  }, [client, event, when]);
}

/**
 * Records `started` when the screen opens and `finished` when the member leaves it, once per visit:
 * React StrictMode's extra unmount and mount in development is neither a new visit nor a leaving.
 */
export function useUserFlowVisit(client: HealthDeck, started: UserFlowEvent, finished: UserFlowEvent): void {
  const visit = useRef({ started: false, open: false });
  useEffect(() => {
    const current = visit.current;
    current.open = true;
    if (!current.started) {
      current.started = true;
      recordUserFlow(client, started);
    }
    return () => {
      current.open = false;
      // StrictMode mounts again at once (synchronously); only a real leaving stays closed.
      queueMicrotask(() => {
        if (!current.open) recordUserFlow(client, finished);
      });
    };
  }, [client, started, finished]);
}
