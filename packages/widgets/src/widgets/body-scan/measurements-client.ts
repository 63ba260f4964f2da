// The measurements domain is a standalone sdk factory (the embed does not pay for it): one per
// client, so every body-scan widget on a page shares the query cache.
import { createMeasurementsApi, measurementsQueries, type HealthDeck, type MeasurementsApi, type MeasurementsQueries } from '@healthdeck/sdk';

interface MeasurementsClient {
  api: MeasurementsApi;
  queries: MeasurementsQueries;
}

const clients = new WeakMap<HealthDeck, MeasurementsClient>();

export function measurementsOf(client: HealthDeck): MeasurementsClient {
  let measurements = clients.get(client);
  if (!measurements) {
    const api = createMeasurementsApi(client);
    measurements = { api, queries: measurementsQueries(api) };
    clients.set(client, measurements);
  }
  return measurements;
}
