// The member's hydration domain, made once per client on first use (see per-client.ts).
import { hydrationRoutes } from '@healthdeck/contract/light';
import { callWith, perClient, type Signal } from './per-client.js';
import { createHydrationApi, HYDRATION_LAST_KEY } from '../domains/hydration.js';

export const hydrationOf = /* @__PURE__ */ perClient((hd) => createHydrationApi(callWith(hd, hydrationRoutes), hd.queryClient));
export const hydrationQueries = /* @__PURE__ */ perClient((hd) => ({
  last: () => ({ queryKey: HYDRATION_LAST_KEY, queryFn: ({ signal }: Signal) => hydrationOf(hd).last(signal) }),
}));
