// The member's medications (spec 000 §7.6 current medications, medications-log, POST medications
// schedule). The one place the widget reads and writes them; sealed and opened by the sdk, so
// `unlocked` says whether this browser holds the member's data key (without it nothing can be saved).
import { useMutation, useQuery } from '@tanstack/react-query';
import { currentMedicationsQuery, medicationsLogQuery, scheduleMedicationMutation } from '@healthdeck/sdk';
import { useHealthDeck } from '../../provider/health-deck-context';
import { useUnlocked } from './use-unlocked';

/** How many changes the log shows. */
export const MEDICATIONS_LOG_LIMIT = 20;

export function useMedications() {
  const client = useHealthDeck();
  const unlocked = useUnlocked();
  const current = useQuery({ ...currentMedicationsQuery(client), retry: false });
  const log = useQuery({ ...medicationsLogQuery(client, MEDICATIONS_LOG_LIMIT), retry: false });
  const schedule = useMutation(scheduleMedicationMutation(client));
  return { current, log, schedule, unlocked };
}
