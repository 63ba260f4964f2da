import type { WritableAtom } from 'nanostores';
import type { AccountResponse } from '@healthdeck/contract/light';
import type { Call } from '../transport/http.js';

export const ACCOUNT_KEY = ['account'] as const;

/**
 * How long a loaded account serves the page's readers before one reads it again. A page's widgets
 * that show the account (stars, goals, the email to verify) mount after the shell or the sign-in
 * loaded it, and read that copy instead of each asking the server again (13 KB each, with the
 * sealed keys); the sdk's own writes (tasks, rewards, preferences) put their answers into it at once.
 */
export const ACCOUNT_FRESH_MS = 30_000;

export function createAccountApi(call: Call, $account: WritableAtom<AccountResponse | null>) {
  return {
    /** Loads the signed-in account and publishes it on `$account`. */
    async get(signal?: AbortSignal): Promise<AccountResponse> {
      const account = await call('account', { signal });
      $account.set(account);
      return account;
    },
  };
}
export type AccountApi = ReturnType<typeof createAccountApi>;
