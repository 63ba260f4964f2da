// spec 001 §7: hydration get last / increment / decrement answer hydration.total_ounces.
import type { QueryClient } from '@tanstack/query-core';
import type { HydrationResponse } from '@healthdeck/contract/light';
import type { Call } from '../transport/http.js';
import { browserTimeZone } from './browser-time-zone.js';
import { invalidateStreaks } from './streaks.js';

export const HYDRATION_LAST_KEY = ['hydration', 'last'] as const;

export function createHydrationApi(call: Call, queryClient: QueryClient) {
  const change = async (route: 'hydrationIncrement' | 'hydrationDecrement', ounces?: number) => {
    const result = await call(route, { query: { tz: browserTimeZone() }, body: ounces === undefined ? undefined : { ounces } });
    // Every widget reading ['hydration','last'] on the page sees the server's new total at once.
    queryClient.setQueryData<HydrationResponse>(HYDRATION_LAST_KEY, result);
    invalidateStreaks(queryClient);
    return result;
  };
  return {
    last: (signal?: AbortSignal): Promise<HydrationResponse> => call('hydrationLast', { query: { tz: browserTimeZone() }, signal }),
    /** Adds `ounces` (default 1, spec 001 §9 step). */
    increment: (ounces?: number): Promise<HydrationResponse> => change('hydrationIncrement', ounces),
    decrement: (ounces?: number): Promise<HydrationResponse> => change('hydrationDecrement', ounces),
  };
}
export type HydrationApi = ReturnType<typeof createHydrationApi>;
