// The sleep domain's optimistic mutations, made once per client on first use (see per-client.ts).
// A module apart from the reads: a widget loads it when the member first acts.
import { perClient } from './per-client.js';
import { sleepOf } from './sleep.js';
import { createSleepMutations } from '../queries/sleep-mutations.js';

export const sleepMutations = /* @__PURE__ */ perClient((hd) => createSleepMutations(sleepOf(hd), hd.queryClient));
