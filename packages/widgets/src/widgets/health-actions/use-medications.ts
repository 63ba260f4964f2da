// The member's medications (spec 000 §7.6 current medications, medications-log, POST medications
// schedule). The one place the widget reads and writes them (issue 18 will encrypt them here).
import { useMutation, useQuery } from '@tanstack/react-query';
import type { MedicationScheduleRequest } from '@healthdeck/contract/light';
import { useHealthRecordsClient } from './health-records-client';

/** How many changes the log shows. */
export const MEDICATIONS_LOG_LIMIT = 20;

export function useMedications() {
  const { api, queries } = useHealthRecordsClient();
  const current = useQuery({ ...queries.currentMedications(), retry: false });
  const log = useQuery({ ...queries.medicationsLog(MEDICATIONS_LOG_LIMIT), retry: false });
  const schedule = useMutation({ mutationFn: (input: MedicationScheduleRequest) => api.scheduleMedication(input) });
  return { current, log, schedule };
}
