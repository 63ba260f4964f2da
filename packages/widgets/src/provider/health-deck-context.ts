import { createContext, useContext } from 'react';
import type { HealthDeck } from '@healthdeck/sdk';

export const HealthDeckContext = createContext<HealthDeck | null>(null);

/** The sdk client of the nearest HealthDeckProvider. */
export function useHealthDeck(): HealthDeck {
  const client = useContext(HealthDeckContext);
  if (!client) throw new Error('useHealthDeck() needs a <HealthDeckProvider client={…}> above it');
  return client;
}
