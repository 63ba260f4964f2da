// What the sdk's free functions reach in a client beyond its public face: the writable atoms the
// client publishes read-only, its session and key store, its clock, and the one way to forget a
// session's local traces. Kept per client here, so no domain needs a registry of its own.
import type { WritableAtom } from 'nanostores';
import type { AccountResponse } from '@healthdeck/contract/light';
import type { KeyStore } from '@healthdeck/crypto/key-store';
import type { PrivateKey } from '@healthdeck/crypto';
import type { HealthDeck } from './health-deck.js';
import type { SessionStore } from './session/session.js';

export interface ClientInternals {
  session: SessionStore;
  keyStore: KeyStore;
  $account: WritableAtom<AccountResponse | null>;
  $dataKey: WritableAtom<CryptoKey | null>;
  /** The unlocked private key, in memory only (vendor-written records). */
  $privateKey: WritableAtom<PrivateKey | null>;
  /** Milliseconds clock (tests set it through HealthDeckOptions.now). */
  now: () => number;
  /** Minutes without activity after which the opened keys lock (HealthDeckOptions.idleLockMinutes). */
  idleLockMinutes: number;
  /** The session ended: account, data key, query cache and client state groups are emptied. */
  forgetLocalState(): void;
}

const internals = new WeakMap<HealthDeck, ClientInternals>();

/** Called once by createHealthDeckWithRoutes for the client it makes. */
export function registerClientInternals(hd: HealthDeck, own: ClientInternals): void {
  internals.set(hd, own);
}

/** The internals of a client made by createHealthDeck or createHealthDeckWithRoutes. */
export function clientInternals(hd: HealthDeck): ClientInternals {
  const found = internals.get(hd);
  if (!found) throw new Error('Not a HealthDeck client: make it with createHealthDeck or createHealthDeckWithRoutes.');
  return found;
}
