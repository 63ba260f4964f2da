// The signed-in account (spec 000 §7.3 account), published on the client's `$account` as well as in
// the query cache.
import type { AccountResponse } from '@healthdeck/contract/light';
import type { HealthDeck } from '../health-deck.js';
import { clientInternals } from '../client-internals.js';

export const accountKeys = { all: ['account'] as const };

/**
 * How long a loaded account serves the page's readers before one reads it again. A page's widgets
 * that show the account (stars, goals, the email to verify) mount after the shell or the sign-in
 * loaded it, and read that copy instead of each asking the server again (13 KB each, with the
 * sealed keys); the sdk's own writes (tasks, rewards, preferences) put their answers into it at once.
 */
export const ACCOUNT_FRESH_MS = 30_000;

/** Loads the signed-in account and publishes it on `$account`. */
export async function fetchAccount(hd: HealthDeck, signal?: AbortSignal): Promise<AccountResponse> {
  const account = await hd.call('account', { signal });
  clientInternals(hd).$account.set(account);
  return account;
}

export const accountQuery = (hd: HealthDeck) => ({
  queryKey: accountKeys.all,
  queryFn: ({ signal }: { signal?: AbortSignal }) => fetchAccount(hd, signal),
  staleTime: ACCOUNT_FRESH_MS,
});
