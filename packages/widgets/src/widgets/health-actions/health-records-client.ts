// The sealed records' part of the health-actions domain (medications, allergies, health issues and
// their catalogue) is a standalone sdk factory (the embed does not pay for it, nor the actions tab:
// use-health-actions.ts): the widget makes one per client, so its queries share one cache with any
// other user of the same client.
import { createHealthRecordsApi, healthRecordsQueries, type HealthDeck, type HealthRecordsApi, type HealthRecordsQueries } from '@healthdeck/sdk';
import { useStore } from '@nanostores/react';
import { useHealthDeck } from '../../provider/health-deck-context';

export interface HealthRecordsClient {
  api: HealthRecordsApi;
  queries: HealthRecordsQueries;
}

const clients = new WeakMap<HealthDeck, HealthRecordsClient>();

export function healthRecordsClientOf(client: HealthDeck): HealthRecordsClient {
  let records = clients.get(client);
  if (!records) {
    const api = createHealthRecordsApi(client);
    records = { api, queries: healthRecordsQueries(api) };
    clients.set(client, records);
  }
  return records;
}

export function useHealthRecordsClient(): HealthRecordsClient {
  return healthRecordsClientOf(useHealthDeck());
}

/**
 * Whether this browser holds the member's data key (without it nothing can be sealed or
 * saved). Following both keys re-renders on unlocking, so the sealed reads (their query keys carry
 * the open keys) are read and opened again.
 */
export function useUnlocked(): boolean {
  const client = useHealthDeck();
  const dataKey = useStore(client.$dataKey);
  useStore(client.$privateKey);
  return dataKey !== null;
}
