// Query options for health actions, medications, allergies and health issues (spec 000 §7.6): the
// actions list's (health-action-list-queries.ts) and the sealed records' (health-records-queries.ts).
// changeStatus invalidates ['health-actions']; scheduleMedication ['medications']; saveAllergy
// ['allergies', 'current']; saveHealthIssue ['health-issues', 'current'].
import type { HealthActionsApi } from '../domains/health-actions.js';
import { healthActionListQueries } from './health-action-list-queries.js';
import { healthRecordsQueries } from './health-records-queries.js';

export function healthActionsQueries(api: HealthActionsApi) {
  return { ...healthActionListQueries(api), ...healthRecordsQueries(api) };
}
export type HealthActionsQueries = ReturnType<typeof healthActionsQueries>;
