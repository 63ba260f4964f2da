// Query options for the member's sealed health records (spec 000 §7.6): scheduleMedication
// invalidates ['medications']; saveAllergy ['allergies', 'current']; saveHealthIssue ['health-issues', 'current'].
import {
  HEALTH_RECORDS_CATALOGUE_KEY,
  CURRENT_ALLERGIES_KEY,
  CURRENT_HEALTH_ISSUES_KEY,
  CURRENT_MEDICATIONS_KEY,
  medicationsLogKey,
  type HealthRecordsApi,
} from '../domains/health-records.js';

type Signal = { signal?: AbortSignal };

export function healthRecordsQueries(api: HealthRecordsApi) {
  return {
    catalogue: () => ({ queryKey: HEALTH_RECORDS_CATALOGUE_KEY, queryFn: ({ signal }: Signal) => api.catalogue(signal) }),
    // Sealed reads: opened in the browser; the open keys are part of the query key.
    currentMedications: () => ({ queryKey: [...CURRENT_MEDICATIONS_KEY, api.keyState()] as const, queryFn: ({ signal }: Signal) => api.currentMedications(signal) }),
    medicationsLog: (limit?: number) => ({ queryKey: [...medicationsLogKey(limit), api.keyState()] as const, queryFn: ({ signal }: Signal) => api.medicationsLog(limit, signal) }),
    currentAllergies: () => ({ queryKey: [...CURRENT_ALLERGIES_KEY, api.keyState()] as const, queryFn: ({ signal }: Signal) => api.currentAllergies(signal) }),
    currentHealthIssues: () => ({ queryKey: [...CURRENT_HEALTH_ISSUES_KEY, api.keyState()] as const, queryFn: ({ signal }: Signal) => api.currentHealthIssues(signal) }),
  };
}
export type HealthRecordsQueries = ReturnType<typeof healthRecordsQueries>;
