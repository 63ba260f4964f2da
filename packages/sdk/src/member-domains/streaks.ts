// The member's streaks domain, made once per client on first use (see per-client.ts).
import { streaksRoutes } from '@healthdeck/contract/light';
import type { HealthDeck } from '../health-deck.js';
import { callWith, perClient, type Signal } from './per-client.js';
import { createStreaksApi, STREAKS_KEY } from '../domains/streaks.js';

export const streaksOf = /* @__PURE__ */ perClient((hd) => createStreaksApi(callWith(hd, streaksRoutes), hd.queryClient));
/** spec 001 §3 Streak data, §7 'Load milestone streak'. */
export const streaksQuery = (hd: HealthDeck) => ({ queryKey: STREAKS_KEY, queryFn: ({ signal }: Signal) => streaksOf(hd).get(signal) });
