// The live scan (loaded on Start scan: load-session.ts): the face oval's light signal read from the
// video for VITAL_SCAN_SECONDS, sent to the live-scan session (the server's vitals sandbox), and
// the values it answers sealed in the browser and saved as the member's vital (spec 001 §2, §3).
import { VITAL_SCAN_SECONDS, type VitalScanFrame, type VitalScanValues } from '@healthdeck/contract/light';
import { saveVital, scanVitals, vitalThresholdsQuery, type HealthDeck } from '@healthdeck/sdk';
import { recordUserFlow } from '../shared/user-flow';
import { THRESHOLDS_FRESH_MS } from '../../vitals/vitals-client';
import { createFrameReader } from './face-signal';

/** How often the face oval is read while scanning (10 frames a second). */
const FRAME_INTERVAL_MS = 100;

/**
 * The scan has started (spec 000 §3.4 facial_scan_started); the warning thresholds the result's
 * badges use start loading now, so they are there when it shows.
 */
export function scanStarted(client: HealthDeck): void {
  recordUserFlow(client, 'facial_scan_started');
  void client.queryClient.prefetchQuery({ ...vitalThresholdsQuery(client), staleTime: THRESHOLDS_FRESH_MS });
}

/**
 * Reads the oval's colour 10 times a second for VITAL_SCAN_SECONDS, telling each whole second
 * elapsed, then hands the frames on. Returns a stop (Cancel, or leaving) that sends nothing.
 */
export function recordFrames(video: HTMLVideoElement, onSecond: (elapsed: number) => void, onDone: (frames: VitalScanFrame[]) => void): () => void {
  const read = createFrameReader(video);
  const frames: VitalScanFrame[] = [];
  const started = Date.now();
  const timer = setInterval(() => {
    const t = Date.now() - started;
    const colour = read();
    if (colour) frames.push({ t, ...colour });
    if (t >= VITAL_SCAN_SECONDS * 1000) {
      clearInterval(timer);
      onDone(frames);
      return;
    }
    onSecond(Math.floor(t / 1000));
  }, FRAME_INTERVAL_MS);
  return () => clearInterval(timer);
}

/** The frames through the live-scan session, its values saved sealed (facial_scan_finished); the values and the saved vital's id. */
export async function readAndSave(client: HealthDeck, frames: VitalScanFrame[]): Promise<{ values: VitalScanValues; id: string }> {
  const { values } = await scanVitals(client, frames);
  const { vital } = await saveVital(client, values);
  recordUserFlow(client, 'facial_scan_finished');
  return { values, id: vital.id };
}
