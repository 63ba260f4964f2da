// spec 000 §7.6 Health actions, medications, allergies and health issues in one object (hosts and
// the sdk's users that want every call): the actions list (health-action-list.ts) and the sealed
// records (health-records.ts). Widgets create only the part they call, so an element carries only
// those calls and their route rows.
import type { HealthDeck } from '../health-deck.js';
import { createHealthActionListApi } from './health-action-list.js';
import { createHealthRecordsApi } from './health-records.js';

export { HEALTH_ACTIONS_KEY, healthActionsKey } from './health-action-list.js';
export {
  MEDICATIONS_KEY,
  CURRENT_MEDICATIONS_KEY,
  medicationsLogKey,
  CURRENT_ALLERGIES_KEY,
  CURRENT_HEALTH_ISSUES_KEY,
  HEALTH_RECORDS_CATALOGUE_KEY,
} from './health-records.js';
export type { AllergyInput, HealthIssueInput, MedicationInput, OpenedAllergy, OpenedHealthIssue, OpenedMedication, OpenedMedicationLogEntry, OpenedRecords } from './health-records.js';

export function createHealthActionsApi(hd: Pick<HealthDeck, 'call' | 'queryClient' | '$dataKey' | '$privateKey'>) {
  return { ...createHealthActionListApi(hd), ...createHealthRecordsApi(hd) };
}
export type HealthActionsApi = ReturnType<typeof createHealthActionsApi>;
