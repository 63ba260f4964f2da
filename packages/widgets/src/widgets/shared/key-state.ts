import { useStore } from '@nanostores/react';
import type { HealthDeck } from '@healthdeck/sdk';

/** Which keys are open in this browser, for query keys and locked states: a key unlocked later reads again. */
export function useKeyState(client: HealthDeck) {
  const privateKey = useStore(client.$privateKey);
  const dataKey = useStore(client.$dataKey);
  return { privateKey, dataKey, keyState: [dataKey ? 'data-key' : 'no-data-key', privateKey ? 'private-key' : 'no-private-key'] as const };
}
