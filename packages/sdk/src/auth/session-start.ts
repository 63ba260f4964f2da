import type { AccountResponse, SessionTokens } from '@healthdeck/contract/light';
import type { HealthDeck } from '../health-deck.js';
import { clientInternals } from '../client-internals.js';
import { fetchAccount } from '../domains/account.js';

/** Stores the tokens, loads the account and remembers whose session it is. */
export async function startSession(hd: HealthDeck, tokens: SessionTokens): Promise<AccountResponse> {
  const { session } = clientInternals(hd);
  session.set(null);
  hd.queryClient.clear(); // another member's cache must not leak into this session
  session.setTokens(tokens);
  const account = await fetchAccount(hd);
  session.update({
    userId: account.user.id,
    kit_id: account.session.kit_id,
    verificationEmailSent: account.session.verificationEmailSent,
  });
  return account;
}

/**
 * A session minted by a partner's server, so the embed never needs the member's password.
 * The data key is restored from the key store when this browser unlocked it before; otherwise
 * encrypted reads stay locked.
 */
export async function signInWithTokens(hd: HealthDeck, tokens: SessionTokens): Promise<AccountResponse> {
  const { $dataKey, keyStore } = clientInternals(hd);
  $dataKey.set(null);
  const account = await startSession(hd, tokens);
  $dataKey.set(await keyStore.load(account.user.id));
  return account;
}
