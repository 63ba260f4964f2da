// The member's medications (spec 000 §7.6 current medications, medications-log, POST medications
// schedule). The one place the widget reads and writes them; sealed and opened by the sdk,
// so `unlocked` says whether this browser holds the member's data key (without it nothing can be saved).
import { useMutation, useQuery } from '@tanstack/react-query';
import type { MedicationInput } from '@healthdeck/sdk';
import { useHealthRecordsClient, useUnlocked } from './health-records-client';

/** How many changes the log shows. */
export const MEDICATIONS_LOG_LIMIT = 20;

export function useMedications() {
  const { api, queries } = useHealthRecordsClient();
  const unlocked = useUnlocked();
  const current = useQuery({ ...queries.currentMedications(), retry: false });
  const log = useQuery({ ...queries.medicationsLog(MEDICATIONS_LOG_LIMIT), retry: false });
  const schedule = useMutation({ mutationFn: (input: MedicationInput) => api.scheduleMedication(input) });
  return { current, log, schedule, unlocked };
}
