// The member's preferences domain, made once per client on first use (see per-client.ts).
import { preferencesRoutes } from '@healthdeck/contract/light';
import type { HealthDeck } from '../health-deck.js';
import { clientInternals } from '../client-internals.js';
import { callWith, perClient, type Signal } from './per-client.js';
import { createPreferencesApi, PREFERENCES_KEY } from '../domains/preferences.js';

export const preferencesOf = /* @__PURE__ */ perClient((hd) => createPreferencesApi(callWith(hd, preferencesRoutes), hd.queryClient, clientInternals(hd).$account));
/** spec 000 §7.6 User preferences: sleep goal (hours) and daily water goal (ounces); null = default. */
export const preferencesQuery = (hd: HealthDeck) => ({ queryKey: PREFERENCES_KEY, queryFn: ({ signal }: Signal) => preferencesOf(hd).get(signal) });
