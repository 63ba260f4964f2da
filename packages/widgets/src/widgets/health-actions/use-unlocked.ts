import { useStore } from '@nanostores/react';
import { useHealthDeck } from '../../provider/health-deck-context';

/**
 * Whether this browser holds the member's data key (without it nothing can be sealed or saved).
 * Following both keys re-renders on unlocking, so the sealed reads (their query keys carry the open
 * keys) are read and opened again.
 */
export function useUnlocked(): boolean {
  const client = useHealthDeck();
  const dataKey = useStore(client.$dataKey);
  useStore(client.$privateKey);
  return dataKey !== null;
}
