import { useQuery } from '@tanstack/react-query';
import { useStore } from '@nanostores/react';
import type { HealthDeck } from '@healthdeck/sdk';
import type { Answers } from './questionnaire';

/**
 * Sealed answers opened in the browser with the member's data key (spec 000 §5). `locked` when the
 * key is not unlocked in this browser: the answers can be neither opened nor saved, so the form shows
 * the password prompt instead. The key's presence is part of the cache key: unlocking reads again.
 */
export function useSealedAnswers(client: HealthDeck, encrypted: string | null | undefined, open: (encrypted: string) => Promise<Answers | null>) {
  const dataKey = useStore(client.$dataKey);
  const opened = useQuery({
    queryKey: ['sealed-answers', encrypted ?? null, dataKey ? 'data-key' : 'no-data-key'],
    queryFn: async () => (encrypted ? ((await open(encrypted)) ?? null) : null),
    enabled: Boolean(dataKey),
    staleTime: Number.POSITIVE_INFINITY,
    // A new save's ciphertext holds what the form already shows: keep the answers opened from the
    // previous one while it opens (never the empty answers of "nothing loaded yet").
    placeholderData: (previous: Answers | null | undefined, query?: { queryKey: readonly unknown[] }) => (query?.queryKey[1] ? previous : undefined),
  });
  return { locked: !dataKey, opened };
}
