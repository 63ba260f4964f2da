// The kits domain is a standalone sdk factory (the embed does not pay for it): the testing-center
// widgets make one per client and share it, so their queries share one cache.
import { useStore } from '@nanostores/react';
import { createKitsApi, kitsQueries, type HealthDeck, type KitKeys, type KitsApi, type KitsQueries } from '@healthdeck/sdk';
import { useHealthDeck } from '../../provider/health-deck-context';

/** spec 001 §2: where a member without a kit registers one. */
export const KIT_REGISTER_PATH = '/client/testing-center/register';

interface KitsClient {
  api: KitsApi;
  queries: KitsQueries;
}

const clients = new WeakMap<HealthDeck, KitsClient>();

export function kitsClientOf(client: HealthDeck): KitsClient {
  let kits = clients.get(client);
  if (!kits) {
    const api = createKitsApi(client);
    kits = { api, queries: kitsQueries(api) };
    clients.set(client, kits);
  }
  return kits;
}

/**
 * The kits domain of the page's client, and the member's unlocked keys: the private key (the sdk's
 * `$privateKey`: set at sign-in, asked for again with the password after a reload) and the data key
 * (kept in the browser's key store across reloads).
 */
export function useKits() {
  const client = useHealthDeck();
  const privateKey = useStore(client.$privateKey);
  const dataKey = useStore(client.$dataKey);
  return { client, ...kitsClientOf(client), privateKey, dataKey, keys: { privateKey, dataKey } satisfies KitKeys };
}
