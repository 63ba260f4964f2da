// The member's account deletion (docs/decisions/0104-account-deletion.md): confirmed with the
// password (derived in the browser as at sign-in: the server never sees the password) and, when the
// account has an authenticator app, a code. The server ends every session of the account; the
// caller then signs this browser out (signOut: tokens, keys, cache), once it has shown where the
// member goes next. Signing in within the grace period cancels the deletion (signIn's `deletionCancelled`).
import { accountDeletionRoutes, type AccountDeletionResponse, type PendingAccountDeletionsResponse } from '@healthdeck/contract/light';
import type { HealthDeck } from '../health-deck.js';
import { routed } from '../transport/http.js';
import { clientInternals } from '../client-internals.js';
import { fetchAccount } from './account.js';

export const accountDeletionKeys = { pending: ['admin', 'account-deletions'] as const };

const call = (hd: HealthDeck) => routed(hd.call, accountDeletionRoutes);

export interface AccountDeletionInput {
  password: string;
  /** A current authenticator code or a recovery code (accounts with an authenticator app). */
  code?: string;
}

/** Asks for the account's deletion (every session of it ends: sign this browser out next); a wrong password or code is BadRequest naming the field, and nothing changes. */
export async function requestAccountDeletion(hd: HealthDeck, input: AccountDeletionInput): Promise<AccountDeletionResponse> {
  const { $account } = clientInternals(hd);
  const account = $account.get() ?? (await fetchAccount(hd));
  const { keySalt, kdf } = await hd.call('preLogin', { body: { email: account.user.email } });
  // Argon2 loads on first use, as at sign-in: a page that never deletes an account never carries it.
  const { deriveSecrets } = await import('@healthdeck/crypto');
  const { credential } = await deriveSecrets(input.password, keySalt, kdf);
  const code = input.code?.trim();
  return call(hd)('accountDeletionRequest', { body: { password: credential, ...(code ? { code } : {}) } });
}

export const accountDeletionMutation = (hd: HealthDeck) => ({
  mutationFn: (input: AccountDeletionInput) => requestAccountDeletion(hd, input),
});

/** The pending account deletions (staff): who, when asked for, when due. */
export function fetchPendingAccountDeletions(hd: HealthDeck, signal?: AbortSignal): Promise<PendingAccountDeletionsResponse> {
  return call(hd)('adminAccountDeletions', { signal });
}

export const pendingAccountDeletionsQuery = (hd: HealthDeck) => ({
  queryKey: accountDeletionKeys.pending,
  queryFn: ({ signal }: { signal?: AbortSignal }) => fetchPendingAccountDeletions(hd, signal),
});
