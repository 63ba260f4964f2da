// The hydration domain's optimistic mutations, made once per client on first use (see per-client.ts).
// A module apart from the reads: a widget loads it when the member first acts.
import { perClient } from './per-client.js';
import { hydrationOf } from './hydration.js';
import { createHydrationMutations } from '../queries/hydration-mutations.js';

export const hydrationMutations = /* @__PURE__ */ perClient((hd) => createHydrationMutations(hydrationOf(hd), hd.queryClient));
