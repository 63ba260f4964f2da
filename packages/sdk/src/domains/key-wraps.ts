// The member's extra key wraps in use (the recovery phrase's): what the profile shows as "you have
// a recovery phrase, made on …". The wraps are ciphertext; making one loads the key custody module.
import { authRoutes, type KeyWrapsResponse } from '@healthdeck/contract/light';
import type { HealthDeck } from '../health-deck.js';
import { routed } from '../transport/http.js';

export const keyWrapsKeys = { all: ['key-wraps'] as const };

const call = (hd: HealthDeck) => routed(hd.call, authRoutes);

export function fetchKeyWraps(hd: HealthDeck, signal?: AbortSignal): Promise<KeyWrapsResponse> {
  return call(hd)('keyWraps', { signal });
}

export interface RecoveryPhraseStatus {
  /** When the phrase in use was made; null when the member has none. */
  createdAt: string | null;
}

/** Whether the member has a recovery phrase in use, and since when. */
export const recoveryPhraseQuery = (hd: HealthDeck) => ({
  queryKey: keyWrapsKeys.all,
  queryFn: async ({ signal }: { signal?: AbortSignal }): Promise<RecoveryPhraseStatus> => {
    const { data } = await fetchKeyWraps(hd, signal);
    return { createdAt: data.find((wrap) => wrap.kind === 'phrase')?.createdAt ?? null };
  },
});

/** Saves a confirmed phrase (replacing the one in use); PrivateKeyLocked when the page must first unlock with the password. */
export const saveRecoveryPhraseMutation = (hd: HealthDeck) => ({
  mutationFn: async (phrase: string) => (await import('../auth/recovery-phrase.js')).wrapAndSaveRecoveryPhrase(hd, phrase),
});
