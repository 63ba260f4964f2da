// spec 000 §7.6 User preferences GET and POST; spec 001 §3 Account profile (sleep_goal, the
// water-intake setting). The trackers read their goals from the account, so a save writes the new
// profile into every cached copy the page reads: ['preferences'], ['account'] and `$account`.
import type { QueryClient } from '@tanstack/query-core';
import type { WritableAtom } from 'nanostores';
import type { AccountResponse, PreferencesResponse, PreferencesSaveRequest } from '@healthdeck/contract/light';
import type { Call } from '../transport/http.js';
import { accountKeys } from './account.js';

export const PREFERENCES_KEY = ['preferences'] as const;

/** Writes a saved profile into the cached account and `$account`, so the trackers show the new goals at once. */
export function setAccountProfile(queryClient: QueryClient, $account: WritableAtom<AccountResponse | null>, profile: AccountResponse['profile']): void {
  const withProfile = (account: AccountResponse): AccountResponse => ({ ...account, profile: { ...profile } });
  const cached = queryClient.getQueryData<AccountResponse>(accountKeys.all);
  if (cached) queryClient.setQueryData<AccountResponse>(accountKeys.all, withProfile(cached));
  const published = $account.get();
  if (published) $account.set(withProfile(published));
}

export function createPreferencesApi(call: Call, queryClient: QueryClient, $account: WritableAtom<AccountResponse | null>) {
  return {
    /** The member's preferences; null = not set (8 hours of sleep and 96 ounces of water apply, spec 001 §9). */
    get: (signal?: AbortSignal): Promise<PreferencesResponse> => call('preferences', { signal }),
    /**
     * Saves the fields given (null clears one). A refused value is a BadRequest whose body.fields
     * names the field ('Sleep goal must be between 1 and 24 hours'); nothing cached changes then.
     */
    async save(preferences: PreferencesSaveRequest): Promise<PreferencesResponse> {
      const result = await call('preferencesSave', { body: preferences });
      queryClient.setQueryData<PreferencesResponse>(PREFERENCES_KEY, result);
      setAccountProfile(queryClient, $account, result.preferences);
      return result;
    },
  };
}
export type PreferencesApi = ReturnType<typeof createPreferencesApi>;
