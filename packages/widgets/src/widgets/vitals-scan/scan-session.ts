// The live scan (loaded on Start scan: load-session.ts): the camera's frames read in the browser for
// the scan's length, the pulse read from the face oval's skin (vitals/pulse-reader.ts: rPPG in a
// worker), and what it measured sealed in the browser and saved as the member's vital (spec 001 §2,
// §3; docs/decisions/0079). No frame and no value is sent in plaintext.
import { BROWSER_RPPG_METHOD, saveVital, vitalThresholdsQuery, type DecryptedVitals, type HealthDeck } from '@healthdeck/sdk';
import { recordUserFlow } from '../shared/user-flow';
import { THRESHOLDS_FRESH_MS } from '../../vitals/vitals-client';
export { recordFrames } from '../../vitals/record-frames';
import type { PulseReading } from '../../vitals/rppg';

/**
 * The scan has started (spec 000 §3.4 facial_scan_started); the warning thresholds the result's
 * badges use start loading now, so they are there when it shows.
 */
export function scanStarted(client: HealthDeck): void {
  recordUserFlow(client, 'facial_scan_started');
  void client.queryClient.prefetchQuery({ ...vitalThresholdsQuery(client), staleTime: THRESHOLDS_FRESH_MS });
}

/** What a reading measured, as the vital to seal: values the camera cannot measure are not in it. */
export function measuredValues(reading: Extract<PulseReading, { pulse: true }>): DecryptedVitals {
  return { method: BROWSER_RPPG_METHOD, hr: reading.hr, hrv: reading.hrv, rr: reading.rr, sbp: null, dbp: null, spo2: null };
}

/** The measured values sealed in the browser and saved (facial_scan_finished); the values and the saved vital's id. */
export async function saveReading(client: HealthDeck, reading: Extract<PulseReading, { pulse: true }>): Promise<{ values: DecryptedVitals; id: string }> {
  const values = measuredValues(reading);
  const { vital } = await saveVital(client, values);
  recordUserFlow(client, 'facial_scan_finished');
  return { values, id: vital.id };
}
