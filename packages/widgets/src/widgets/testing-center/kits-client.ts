// The kits domain is standalone sdk modules (the embed does not pay for them): the testing-center
// widgets make the member's reads and the report's re-seal once per client and share them, so their
// queries share one cache and the re-seal queue is one. The register form, the Confirm button and
// the download create the part they call (kit-register, kit-files) where they are used.
import { useStore } from '@nanostores/react';
import { createKitReadsApi, createKitReportApi, kitReadsQueries, type HealthDeck, type KitKeys, type KitReadsQueries, type KitReportApi } from '@healthdeck/sdk';
import { useHealthDeck } from '../../provider/health-deck-context';

/** spec 001 §2: where a member without a kit registers one. */
export const KIT_REGISTER_PATH = '/client/testing-center/register';

interface KitsClient {
  queries: KitReadsQueries;
  report: KitReportApi;
}

const clients = new WeakMap<HealthDeck, KitsClient>();

export function kitsClientOf(client: HealthDeck): KitsClient {
  let kits = clients.get(client);
  if (!kits) {
    kits = { queries: kitReadsQueries(createKitReadsApi(client)), report: createKitReportApi(client) };
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
