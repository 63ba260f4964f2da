// The HRA and activity domains are standalone sdk factories (the embed does not pay for them): one
// per client, so the assessment page and the dashboard widgets share the query cache.
import { createActivityApi, createHraApi, hraQueries, type ActivityApi, type HealthDeck, type HraApi, type HraQueries } from '@healthdeck/sdk';
import type { UserFlowEvent } from '@healthdeck/contract/light';

interface HraClient {
  api: HraApi;
  queries: HraQueries;
  activity: ActivityApi;
}

const clients = new WeakMap<HealthDeck, HraClient>();

export function hraOf(client: HealthDeck): HraClient {
  let hra = clients.get(client);
  if (!hra) {
    const api = createHraApi(client);
    hra = { api, queries: hraQueries(api), activity: createActivityApi(client) };
    clients.set(client, hra);
  }
  return hra;
}

/** spec 000 §3.4 user-flow activity: recorded alongside what the member does, never in its way (logged on failure). */
export function recordActivity(client: HealthDeck, event: UserFlowEvent, detail?: string): void {
  hraOf(client)
    .activity.record(event, detail)
    .catch((error: unknown) => console.error(`[healthdeck] recording ${event} failed`, error));
}
