// spec 001 §7: load last sleep / increment / decrement answer data.sleep.total_levels.
import type { QueryClient } from '@tanstack/query-core';
import type { SleepResponse } from '@healthdeck/contract/light';
import type { Call } from '../transport/http.js';
import { browserTimeZone } from './browser-time-zone.js';

export const SLEEP_LAST_KEY = ['sleep', 'last'] as const;

export function createSleepApi(call: Call, queryClient: QueryClient) {
  const change = async (route: 'sleepIncrement' | 'sleepDecrement') => {
    const result = await call(route, { query: { tz: browserTimeZone() } });
    // Every widget reading ['sleep','last'] on the page sees the server's new level at once.
    queryClient.setQueryData<SleepResponse>(SLEEP_LAST_KEY, result);
    return result;
  };
  return {
    /** Today's level; a day with nothing logged reads as the initial 8 (spec 001 §9). */
    last: (signal?: AbortSignal): Promise<SleepResponse> => call('sleepLast', { query: { tz: browserTimeZone() }, signal }),
    /** One level up (the server refuses to pass 14: 400 OUT_OF_RANGE). */
    increment: (): Promise<SleepResponse> => change('sleepIncrement'),
    /** One level down (the server refuses to pass 0: 400 OUT_OF_RANGE). */
    decrement: (): Promise<SleepResponse> => change('sleepDecrement'),
  };
}
export type SleepApi = ReturnType<typeof createSleepApi>;
