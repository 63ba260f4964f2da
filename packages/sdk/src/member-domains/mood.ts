// The member's mood domain, made once per client on first use (see per-client.ts).
import { moodRoutes } from '@healthdeck/contract/light';
import { callWith, perClient, type Signal } from './per-client.js';
import { createMoodApi, MOOD_CURRENT_KEY } from '../domains/mood.js';

export const moodOf = /* @__PURE__ */ perClient((hd) => createMoodApi(callWith(hd, moodRoutes), hd.queryClient));
export const moodQueries = /* @__PURE__ */ perClient((hd) => ({
  current: () => ({ queryKey: MOOD_CURRENT_KEY, queryFn: ({ signal }: Signal) => moodOf(hd).current(signal) }),
}));
