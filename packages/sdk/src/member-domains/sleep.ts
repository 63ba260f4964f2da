// The member's sleep domain, made once per client on first use (see per-client.ts).
import { sleepRoutes } from '@healthdeck/contract/light';
import { callWith, perClient, type Signal } from './per-client.js';
import { createSleepApi, SLEEP_LAST_KEY } from '../domains/sleep.js';

export const sleepOf = /* @__PURE__ */ perClient((hd) => createSleepApi(callWith(hd, sleepRoutes), hd.queryClient));
export const sleepQueries = /* @__PURE__ */ perClient((hd) => ({
  last: () => ({ queryKey: SLEEP_LAST_KEY, queryFn: ({ signal }: Signal) => sleepOf(hd).last(signal) }),
}));
