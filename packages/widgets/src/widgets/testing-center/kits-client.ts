// The kits domain is a standalone sdk factory (the embed does not pay for it): the testing-center
// widgets make one per client and share it, so their queries share one cache.
import { useQuery } from '@tanstack/react-query';
import { useStore } from '@nanostores/react';
import type { Kit, KitStatusData } from '@healthdeck/contract/light';
import { createKitsApi, kitsQueries, kitDisplayStatus, openKit, type HealthDeck, type KitsApi, type KitsQueries } from '@healthdeck/sdk';
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
 * The kits domain of the page's client, and the member's unlocked private key (the sdk's
 * `$privateKey`: set at sign-in, asked for again with the password after a reload).
 */
export function useKits() {
  const client = useHealthDeck();
  const privateKey = useStore(client.$privateKey);
  return { client, ...kitsClientOf(client), privateKey };
}

/** The query that opens a kit's report in the browser with the unlocked key (one cache entry per kit version). */
export function openedKitQuery(kit: Kit | null | undefined, privateKey: Parameters<typeof openKit>[1]) {
  return {
    queryKey: ['kits', 'opened', kit?.id ?? '', kit?.updated_at ?? '', privateKey ? 'unlocked' : 'locked'],
    queryFn: () => (kit ? openKit(kit, privateKey) : null),
    enabled: Boolean(kit?.encrypted_data && privateKey),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  } as const;
}

/** A kit's report, opened in the browser with the unlocked key (null while locked or before the vendor reported). */
export function useOpenedKit(kit: Kit | null | undefined) {
  const { privateKey } = useKits();
  return useQuery(openedKitQuery(kit, privateKey));
}

/**
 * spec 001 §4: the label a kit shows, by the contract's rule. From the opened report when there is
 * one; while locked, the same rule on what the server keeps in plaintext (the status code, and
 * `confirmed`, which is when the vendor fills registered_to).
 */
export function kitLabel(kit: Kit, data: KitStatusData | null | undefined): string {
  if (data) return kitDisplayStatus(data);
  if (kit.provider_code === 'spot') return kitDisplayStatus({ provider_code: 'spot', status: kit.status, registered_to: kit.confirmed ? { member: 'confirmed' } : {} });
  if (kit.provider_code === 'namida') return kitDisplayStatus({ provider_code: 'namida', status: kit.status });
  return kitDisplayStatus({ provider_code: '3d-look', status: kit.status });
}
