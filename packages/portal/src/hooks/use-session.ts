import { useStore } from '@nanostores/react';
import { useHealthDeck } from '@healthdeck/widgets';

/** The signed-in session of the app's sdk client (null when signed out); re-renders on change. */
export function useSession() {
  return useStore(useHealthDeck().$session);
}
