// The member's body metrics domain, made once per client on first use (see per-client.ts).
import { bodyMetricsRoutes } from '@healthdeck/contract/light';
import { callWith, perClient, type Signal } from './per-client.js';
import { createBodyMetricsApi, FITNESS_GOALS_KEY, PHYSICAL_SUMMARY_KEY, SLEEP_SUMMARY_KEY } from '../domains/body-metrics.js';

export const bodyMetricsOf = /* @__PURE__ */ perClient((hd) => createBodyMetricsApi(callWith(hd, bodyMetricsRoutes)));
/** spec 001 §3, §7 body metrics of the last 2 days (newest first) and the fitness goals. */
export const bodyMetricsQueries = /* @__PURE__ */ perClient((hd) => ({
  sleepSummary: () => ({ queryKey: SLEEP_SUMMARY_KEY, queryFn: ({ signal }: Signal) => bodyMetricsOf(hd).sleepSummary(signal) }),
  physicalSummary: () => ({ queryKey: PHYSICAL_SUMMARY_KEY, queryFn: ({ signal }: Signal) => bodyMetricsOf(hd).physicalSummary(signal) }),
  goals: () => ({ queryKey: FITNESS_GOALS_KEY, queryFn: ({ signal }: Signal) => bodyMetricsOf(hd).goals(signal) }),
}));
