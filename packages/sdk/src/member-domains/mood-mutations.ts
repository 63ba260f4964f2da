// The mood domain's optimistic mutations, made once per client on first use (see per-client.ts).
// A module apart from the reads: a widget loads it when the member first acts.
import { perClient } from './per-client.js';
import { moodOf } from './mood.js';
import { createMoodMutations } from '../queries/mood-mutations.js';

export const moodMutations = /* @__PURE__ */ perClient((hd) => createMoodMutations(moodOf(hd), hd.queryClient));
