// spec 000 §7.6 User preferences GET and POST; spec 001 §3 Account profile (sleep_goal, the
// water-intake setting). The trackers read their goals from the account, so a save writes the new
// profile into every cached copy the page reads: ['preferences'], ['account'] and `$account`.
import type { QueryClient } from '@tanstack/query-core';
import type { WritableAtom } from 'nanostores';
import { preferencesRoutes, type AccountResponse, type PreferencesResponse, type PreferencesSaveRequest } from '@healthdeck/contract/light';
import type { HealthDeck } from '../health-deck.js';
import { clientInternals } from '../client-internals.js';
import { routed } from '../transport/http.js';
import { accountKeys } from './account.js';

export const preferencesKeys = { all: ['preferences'] as const };

const call = (hd: HealthDeck) => routed(hd.call, preferencesRoutes);

/**
 * Writes a saved profile (and a saved name) into the cached account and `$account`, so the trackers
 * show the new goals, and the page the new name, at once.
 */
function setAccountProfile(queryClient: QueryClient, $account: WritableAtom<AccountResponse | null>, profile: AccountResponse['profile'], name?: string): void {
  const withProfile = (account: AccountResponse): AccountResponse => ({
    ...account,
    user: name === undefined ? account.user : { ...account.user, name },
    profile: { ...profile },
  });
  const cached = queryClient.getQueryData<AccountResponse>(accountKeys.all);
  if (cached) queryClient.setQueryData<AccountResponse>(accountKeys.all, withProfile(cached));
  const published = $account.get();
  if (published) $account.set(withProfile(published));
}

/** The member's preferences; null = not set (8 hours of sleep and 96 ounces of water apply, spec 001 §9). */
export function fetchPreferences(hd: HealthDeck, signal?: AbortSignal): Promise<PreferencesResponse> {
  return call(hd)('preferences', { signal });
}

/**
 * Saves the fields given (null clears one). A refused value is a BadRequest whose body.fields
 * names the field ('Sleep goal must be between 1 and 24 hours'); nothing cached changes then.
 */
export async function savePreferences(hd: HealthDeck, preferences: PreferencesSaveRequest): Promise<PreferencesResponse> {
  const result = await call(hd)('preferencesSave', { body: preferences });
  hd.queryClient.setQueryData<PreferencesResponse>(preferencesKeys.all, result);
  // The server keeps the name without surrounding spaces (the contract trims it).
  setAccountProfile(hd.queryClient, clientInternals(hd).$account, result.preferences, preferences.name?.trim());
  return result;
}

/** spec 000 §7.6 User preferences: sleep goal (hours) and daily water goal (ounces); null = default. */
export const preferencesQuery = (hd: HealthDeck) => ({
  queryKey: preferencesKeys.all,
  queryFn: ({ signal }: { signal?: AbortSignal }) => fetchPreferences(hd, signal),
});
