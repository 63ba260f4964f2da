// The member's symptoms domain, made once per client on first use (see per-client.ts).
import { symptomsRoutes } from '@healthdeck/contract/light';
import { callWith, perClient, type Signal } from './per-client.js';
import { createSymptomsApi, SYMPTOMS_KEY } from '../domains/symptoms.js';

export const symptomsOf = /* @__PURE__ */ perClient((hd) => createSymptomsApi(callWith(hd, symptomsRoutes), hd.queryClient));
export const symptomsQueries = /* @__PURE__ */ perClient((hd) => ({
  list: () => ({ queryKey: SYMPTOMS_KEY, queryFn: ({ signal }: Signal) => symptomsOf(hd).list(signal) }),
}));
