import type { WritableAtom } from 'nanostores';
import type { AccountResponse } from '@healthdeck/contract/light';
import type { Call } from '../transport/http.js';

export const ACCOUNT_KEY = ['account'] as const;

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
