// The HRA domain is a standalone sdk factory (the embed does not pay for it): one
// per client, so the assessment page and the dashboard widgets share the query cache.
import { createHraApi, hraQueries, type HealthDeck, type HraApi, type HraQueries } from '@healthdeck/sdk';

interface HraClient {
  api: HraApi;
  queries: HraQueries;
}

const clients = new WeakMap<HealthDeck, HraClient>();

export function hraOf(client: HealthDeck): HraClient {
  let hra = clients.get(client);
  if (!hra) {
    const api = createHraApi(client);
    hra = { api, queries: hraQueries(api) };
    clients.set(client, hra);
  }
  return hra;
}
