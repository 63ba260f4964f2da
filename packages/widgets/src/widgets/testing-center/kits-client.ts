// The kits domain is a standalone sdk factory (the embed does not pay for it): the testing-center
// widgets make one per client and share it, so their queries share one cache.
import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type { Kit, KitStatusData } from '@healthdeck/contract/light';
import { createKitsApi, kitsQueries, kitDisplayStatus, openKit, type HealthDeck, type KitsApi, type KitsQueries } from '@healthdeck/sdk';
import type { PrivateKey } from '@healthdeck/crypto';
import { useHealthDeck } from '../../provider/health-deck-context';

/** spec 001 §2: where a member without a kit registers one. */
export const KIT_REGISTER_PATH = '/client/testing-center/register';

interface KitsClient {
  api: KitsApi;
  queries: KitsQueries;
  /**
   * The member's unlocked private key for server-written kit reports (OpenPGP to the member). The
   * sdk keeps only the data key after sign-in (docs/DECISIONS.md), so the testing center asks for
   * the password once per page load and keeps the key in memory for the page's widgets.
   */
  $privateKey: KeyBox;
}

/** A value with listeners (the widgets package has no direct nanostores dependency). */
class KeyBox {
  private value: PrivateKey | null = null;
  private readonly listeners = new Set<() => void>();
  get = () => this.value;
  set(value: PrivateKey | null) {
    this.value = value;
    for (const listener of this.listeners) listener();
  }
  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };
}

const clients = new WeakMap<HealthDeck, KitsClient>();

export function kitsClientOf(client: HealthDeck): KitsClient {
  let kits = clients.get(client);
  if (!kits) {
    const api = createKitsApi(client);
    kits = { api, queries: kitsQueries(api), $privateKey: new KeyBox() };
    clients.set(client, kits);
    // Signing out (or another member) forgets the key.
    client.$session.listen((session) => {
      if (!session) kits?.$privateKey.set(null);
    });
  }
  return kits;
}

export function useKits() {
  const client = useHealthDeck();
  const kits = kitsClientOf(client);
  const privateKey = useSyncExternalStore(kits.$privateKey.subscribe, kits.$privateKey.get, kits.$privateKey.get);
  return { client, ...kits, privateKey };
}

/** The password did not open the member's key. */
export class WrongPassword extends Error {}

/**
 * Unlocks the member's private key with their password: the same derivation as sign-in (pre-login
 * gives the key salt and KDF), then the stored encrypted private key. Loads Argon2 and openpgp on use.
 */
export async function unlockKitKey(client: HealthDeck, password: string): Promise<PrivateKey> {
  const account = client.$account.get() ?? (await client.account.get());
  if (!account.encrptedPrivateKey) throw new WrongPassword('No keys');
  const { deriveSecrets, unlockPrivateKey } = await import('@healthdeck/crypto');
  const { keySalt, kdf } = await client.auth.preLogin(account.user.email);
  const { passphrase } = await deriveSecrets(password, keySalt, kdf);
  try {
    const key = await unlockPrivateKey(account.encrptedPrivateKey, passphrase);
    kitsClientOf(client).$privateKey.set(key);
    return key;
  } catch {
    throw new WrongPassword('Wrong password');
  }
}

/** A kit's report, opened in the browser with the unlocked key (null while locked or before the vendor reported). */
export function useOpenedKit(kit: Kit | null | undefined) {
  const { privateKey } = useKits();
  return useQuery({
    queryKey: ['kits', 'opened', kit?.id ?? '', kit?.updated_at ?? '', privateKey ? 'unlocked' : 'locked'],
    queryFn: () => (kit ? openKit(kit, privateKey) : null),
    enabled: Boolean(kit?.encrypted_data && privateKey),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
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
