// spec 001 §4 Health assessment section status: the member's read of every section's status (new
// when never saved) and the form's. Alone in its module (with its route row): a card that shows the
// statuses does not bring the form's, the nutrition form's or staff's calls.
import type { HraSectionsResponse } from '@healthdeck/contract/light';
import { hraSectionsRoutes } from '@healthdeck/contract/light';
import type { HealthDeck } from '../health-deck.js';
import { routed } from '../transport/http.js';

export function createHraSectionsApi(hd: Pick<HealthDeck, 'call'>) {
  const call = routed(hd.call, hraSectionsRoutes);
  return {
    /** spec 001 §4: every section's status (new when never saved) and the form's. */
    sections: (signal?: AbortSignal): Promise<HraSectionsResponse> => call('hraSections', { signal }),
  };
}
export type HraSectionsApi = ReturnType<typeof createHraSectionsApi>;
