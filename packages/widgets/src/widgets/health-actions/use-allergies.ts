// The member's allergies (spec 000 §7.6 current allergies, save-user-allergy). The one place the
// widget reads and writes them; sealed and opened by the sdk, so `unlocked` says whether
// this browser holds the member's data key (without it nothing can be saved).
import { useMutation, useQuery } from '@tanstack/react-query';
import type { AllergyInput } from '@healthdeck/sdk';
import { useHealthRecordsClient, useUnlocked } from './health-records-client';

export function useAllergies() {
  const { api, queries } = useHealthRecordsClient();
  const unlocked = useUnlocked();
  const current = useQuery({ ...queries.currentAllergies(), retry: false });
  const save = useMutation({ mutationFn: (input: AllergyInput) => api.saveAllergy(input) });
  return { current, save, unlocked };
}
