// The member's allergies (spec 000 §7.6 current allergies, save-user-allergy). The one place the
// widget reads and writes them (issue 18 will encrypt them here).
import { useMutation, useQuery } from '@tanstack/react-query';
import type { SaveUserAllergyRequest } from '@healthdeck/contract/light';
import { useHealthRecordsClient } from './health-records-client';

export function useAllergies() {
  const { api, queries } = useHealthRecordsClient();
  const current = useQuery({ ...queries.currentAllergies(), retry: false });
  const save = useMutation({ mutationFn: (input: SaveUserAllergyRequest) => api.saveAllergy(input) });
  return { current, save };
}
