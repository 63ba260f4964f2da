import { useQuery } from '@tanstack/react-query';
import { useStore } from '@nanostores/react';
import { clinicalRecordLocked, type HealthDeck, type OpenKeys } from '@healthdeck/sdk';
import type { Answers } from './questionnaire';

/**
 * Sealed answers opened in the browser (spec 000 §5): an 'hd1.' record with the member's data key,
 * or a record the server sealed to the member's public key (an OpenPGP message: the demo seed's
 * health assessment) with the unlocked private key. `locked` when the answers
 * cannot be opened or saved here (no data key, or a server-sealed record without the private key,
 * which lives in memory only and is gone after a reload): the form shows the password prompt
 * instead, never an empty form whose save would replace the answers the member cannot see. The
 * keys' presence is part of the cache key: unlocking reads again. A record opened with the private
 * key is sent back re-sealed under the data key by the opening (the HRA's: the sdk's openSection),
 * or when the member saves it (saving seals under the data key).
 */
export function useSealedAnswers(client: HealthDeck, encrypted: string | null | undefined, open: (encrypted: string, keys: OpenKeys) => Promise<Answers | null>) {
  const dataKey = useStore(client.$dataKey);
  const privateKey = useStore(client.$privateKey);
  const locked = sealedAnswersLocked(encrypted, { dataKey, privateKey });
  const opened = useQuery({
    ...sealedAnswersQuery(encrypted, { dataKey, privateKey }, open),
    enabled: !locked,
    // A new save's ciphertext holds what the form already shows: keep the answers opened from the
    // previous one while it opens (never the empty answers of "nothing loaded yet").
    placeholderData: (previous: Answers | null | undefined, query?: { queryKey: readonly unknown[] }) => (query?.queryKey[1] ? previous : undefined),
  });
  return { locked, opened };
}

/**
 * The query that opens sealed answers with the keys open here (useSealedAnswers's), for a page that
 * opens answers before their form shows (the HRA page, its sections the server sealed).
 */
export function sealedAnswersQuery(
  encrypted: string | null | undefined,
  keys: { dataKey: CryptoKey | null; privateKey: OpenKeys['privateKey'] },
  open: (encrypted: string, keys: OpenKeys) => Promise<Answers | null>,
) {
  const { dataKey, privateKey } = keys;
  return {
    queryKey: ['sealed-answers', encrypted ?? null, dataKey ? 'data-key' : 'no-data-key', privateKey ? 'private-key' : 'no-private-key'],
    queryFn: async () => (encrypted ? ((await open(encrypted, { privateKey })) ?? null) : null),
    staleTime: Number.POSITIVE_INFINITY,
  };
}

/** Whether sealed answers can be neither opened nor saved with the keys open here (useSealedAnswers). */
export function sealedAnswersLocked(encrypted: string | null | undefined, keys: { dataKey: CryptoKey | null; privateKey: OpenKeys['privateKey'] }): boolean {
  return !keys.dataKey || clinicalRecordLocked(encrypted, keys);
}
