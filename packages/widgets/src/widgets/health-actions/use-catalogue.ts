// What the member picks from when adding a medication, allergy or health issue (the active catalogue
// records); read again after a save the server refused, so a record withdrawn meanwhile disappears.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { HealthRecordsCatalogueResponse } from '@healthdeck/contract/light';
import { useHealthRecordsClient } from './health-records-client';

export function useCatalogue<K extends keyof HealthRecordsCatalogueResponse>(kind: K) {
  const { queries } = useHealthRecordsClient();
  const queryClient = useQueryClient();
  const options = queries.catalogue();
  const catalogue = useQuery({ ...options, retry: false, select: (data) => data[kind] });
  const refresh = () => queryClient.invalidateQueries({ queryKey: options.queryKey });
  return { catalogue, refresh };
}
