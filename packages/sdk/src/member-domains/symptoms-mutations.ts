// The symptoms domain's optimistic mutations, made once per client on first use (see per-client.ts).
// A module apart from the reads: a widget loads it when the member first acts.
import { perClient } from './per-client.js';
import { symptomsOf } from './symptoms.js';
import { createSymptomsMutations } from '../queries/symptoms-mutations.js';

export const symptomsMutations = /* @__PURE__ */ perClient((hd) => createSymptomsMutations(symptomsOf(hd), hd.queryClient));
