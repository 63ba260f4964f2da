import type { WritableAtom } from 'nanostores';
import type { QueryClient } from '@tanstack/query-core';
import type { AccountResponse } from '@healthdeck/contract/light';
import type { KeyStore, PrivateKey } from '@healthdeck/crypto';
import type { Call } from '../transport/http.js';
import type { SessionStore } from '../session/session.js';

/** What the auth flows share with the rest of one HealthDeck client. */
export interface AuthContext {
  call: Call;
  session: SessionStore;
  keyStore: KeyStore;
  $account: WritableAtom<AccountResponse | null>;
  $dataKey: WritableAtom<CryptoKey | null>;
  /** The unlocked private key, in memory only (vendor-written records). */
  $privateKey: WritableAtom<PrivateKey | null>;
  queryClient: QueryClient;
  loadAccount(): Promise<AccountResponse>;
  /** The session ended: account, data key, query cache and client state groups are emptied. */
  forgetLocalState(): void;
}

/** Key-generation progress, passed through from @healthdeck/crypto's generateKeyPair. */
export type OnProgress = Parameters<typeof import('@healthdeck/crypto').generateKeyPair>[0]['onProgress'];
