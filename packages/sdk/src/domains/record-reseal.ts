// Ours (DECISIONS "Vitals and body measurements re-sealed"): the calls that send a vital or a body
// measurement the server sealed to the member's public key back re-sealed under the data key
// (vitalSealRecord, measurementSealRecord), with their route rows. Loaded on demand with the first
// re-seal (vitals.ts, measurement-last.ts, measurements.ts through resealOpened), beside the crypto
// chunk the opening needed anyway: a page whose records are all re-sealed never loads it. Sent as
// keepalive requests (a record is well under a kilobyte), so a reload right after the opening does not cut them.
import { recordResealRoutes, type Measurement, type VitalRecord } from '@healthdeck/contract/light';
import { routed } from '../transport/http.js';
import type { ClinicalHost } from './clinical-record.js';

/** A vital is written once (no updated_at): its created_at names the record the browser opened. */
export function sendResealedVital(hd: Pick<ClinicalHost, 'call'>, vital: Pick<VitalRecord, 'id' | 'created_at'>, encrypted_data: string) {
  const call = routed(hd.call, recordResealRoutes);
  return call('vitalSealRecord', { params: { id: vital.id }, body: { encrypted_data, created_at: vital.created_at }, keepalive: true });
}

/** For the measurement's version that was opened: a scan completed since is never overwritten (409). */
export function sendResealedMeasurement(hd: Pick<ClinicalHost, 'call'>, measurement: Pick<Measurement, 'id' | 'updated_at'>, encrypted_data: string) {
  const call = routed(hd.call, recordResealRoutes);
  return call('measurementSealRecord', { params: { id: measurement.id }, body: { encrypted_data, updated_at: measurement.updated_at }, keepalive: true });
}
