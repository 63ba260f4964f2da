// The member's allergies (spec 000 §7.6 current allergies, save-user-allergy). The one place the
// widget reads and writes them; sealed and opened by the sdk, so `unlocked` says whether this
// browser holds the member's data key (without it nothing can be saved).
import { useMutation, useQuery } from '@tanstack/react-query';
import { currentAllergiesQuery, saveAllergyMutation } from '@healthdeck/sdk';
import { useHealthDeck } from '../../provider/health-deck-context';
import { useUnlocked } from './use-unlocked';

export function useAllergies() {
  const client = useHealthDeck();
  const unlocked = useUnlocked();
  const current = useQuery({ ...currentAllergiesQuery(client), retry: false });
  const save = useMutation(saveAllergyMutation(client));
  return { current, save, unlocked };
}
