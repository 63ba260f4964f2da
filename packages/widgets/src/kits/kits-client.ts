// The page's client and the member's unlocked keys, as the kit widgets read them; their queries are
// the sdk's (kitsQuery, kitQuery, lastKitQuery), so every kit widget on a page shares one cache.
import { useStore } from '@nanostores/react';
import { TESTING_CENTER_PATH, type KitKeys } from '@healthdeck/sdk';
import { useHealthDeck } from '../provider/health-deck-context';

/** spec 001 §2: where a member without a kit registers one. */
export const KIT_REGISTER_PATH = `${TESTING_CENTER_PATH}/register`;

/**
 * The page's client and the member's unlocked keys: the private key (the sdk's `$privateKey`: set
 * at sign-in, asked for again with the password after a reload) and the data key (kept in the
 * browser's key store across reloads).
 */
export function useKits() {
  const client = useHealthDeck();
  const privateKey = useStore(client.$privateKey);
  const dataKey = useStore(client.$dataKey);
  return { client, privateKey, dataKey, keys: { privateKey, dataKey } satisfies KitKeys };
}
