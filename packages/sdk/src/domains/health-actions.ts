// spec 000 §7.6 Health actions: user-health-actions, completed, in-progress, current medications,
// current allergies, current health issues, save-user-allergy, medications-log, medications
// schedule, change health action status. spec 000 §8: health issue, medication and allergy saves
// raise BadRequest with the server message (the transport's handling for these rows).
import type {
  CurrentAllergiesResponse,
  CurrentHealthIssuesResponse,
  CurrentMedicationsResponse,
  HealthActionStatusRequest,
  HealthActionStatusResponse,
  HealthRecordsCatalogueResponse,
  MedicationScheduleRequest,
  MedicationScheduleResponse,
  MedicationsLogResponse,
  SaveUserAllergyRequest,
  SaveUserAllergyResponse,
  SaveUserHealthIssueRequest,
  SaveUserHealthIssueResponse,
  UserHealthActionsResponse,
} from '@healthdeck/contract/light';
import type { HealthDeck } from '../health-deck.js';

export const HEALTH_ACTIONS_KEY = ['health-actions'] as const;
export const healthActionsKey = (filter: 'all' | 'completed' | 'in-progress' = 'all') => [...HEALTH_ACTIONS_KEY, filter] as const;
export const MEDICATIONS_KEY = ['medications'] as const;
export const CURRENT_MEDICATIONS_KEY = [...MEDICATIONS_KEY, 'current'] as const;
export const medicationsLogKey = (limit?: number) => [...MEDICATIONS_KEY, 'log', limit ?? 'default'] as const;
export const CURRENT_ALLERGIES_KEY = ['allergies', 'current'] as const;
export const CURRENT_HEALTH_ISSUES_KEY = ['health-issues', 'current'] as const;
export const HEALTH_RECORDS_CATALOGUE_KEY = ['health-records', 'catalogue'] as const;

export function createHealthActionsApi(hd: Pick<HealthDeck, 'call' | 'queryClient'>) {
  const { call, queryClient } = hd;
  return {
    list: (signal?: AbortSignal): Promise<UserHealthActionsResponse> => call('userHealthActions', { signal }),
    completed: (signal?: AbortSignal): Promise<UserHealthActionsResponse> => call('completedHealthActions', { signal }),
    inProgress: (signal?: AbortSignal): Promise<UserHealthActionsResponse> => call('inProgressHealthActions', { signal }),
    /** Moves the action one step (not_started → in_progress → completed; a completed one reopens); the three lists are read again. */
    async changeStatus(input: HealthActionStatusRequest): Promise<HealthActionStatusResponse> {
      const result = await call('healthActionStatus', { body: input });
      await queryClient.invalidateQueries({ queryKey: HEALTH_ACTIONS_KEY });
      return result;
    },
    /** The active medications, allergies and health issues the member can add (ours). */
    catalogue: (signal?: AbortSignal): Promise<HealthRecordsCatalogueResponse> => call('healthRecordsCatalogue', { signal }),
    currentMedications: (signal?: AbortSignal): Promise<CurrentMedicationsResponse> => call('currentMedications', { signal }),
    medicationsLog: (limit?: number, signal?: AbortSignal): Promise<MedicationsLogResponse> => call('medicationsLog', { query: limit === undefined ? {} : { limit }, signal }),
    /** Starts or changes a medication; current medications and the log are read again. */
    async scheduleMedication(input: MedicationScheduleRequest): Promise<MedicationScheduleResponse> {
      const result = await call('medicationSchedule', { body: input });
      await queryClient.invalidateQueries({ queryKey: MEDICATIONS_KEY });
      return result;
    },
    currentAllergies: (signal?: AbortSignal): Promise<CurrentAllergiesResponse> => call('currentAllergies', { signal }),
    async saveAllergy(input: SaveUserAllergyRequest): Promise<SaveUserAllergyResponse> {
      const result = await call('saveUserAllergy', { body: input });
      await queryClient.invalidateQueries({ queryKey: CURRENT_ALLERGIES_KEY });
      return result;
    },
    currentHealthIssues: (signal?: AbortSignal): Promise<CurrentHealthIssuesResponse> => call('currentHealthIssues', { signal }),
    async saveHealthIssue(input: SaveUserHealthIssueRequest): Promise<SaveUserHealthIssueResponse> {
      const result = await call('saveUserHealthIssue', { body: input });
      await queryClient.invalidateQueries({ queryKey: CURRENT_HEALTH_ISSUES_KEY });
      return result;
    },
  };
}
export type HealthActionsApi = ReturnType<typeof createHealthActionsApi>;
