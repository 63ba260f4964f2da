// What the member picks from when adding a medication, allergy or health issue (the active catalogue
// records); read again after a save the server refused, so a record withdrawn meanwhile disappears.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { HealthRecordsCatalogueResponse } from '@healthdeck/contract/light';
import { healthRecordsCatalogueQuery, healthRecordsKeys } from '@healthdeck/sdk';
import { useHealthDeck } from '../../provider/health-deck-context';

export function useCatalogue<K extends keyof HealthRecordsCatalogueResponse>(kind: K) {
  const client = useHealthDeck();
  const queryClient = useQueryClient();
  const catalogue = useQuery({ ...healthRecordsCatalogueQuery(client), retry: false, select: (data) => data[kind] });
  const refresh = () => queryClient.invalidateQueries({ queryKey: healthRecordsKeys.catalogue });
  return { catalogue, refresh };
}
